import {
  CARD_BRAND_LABELS,
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  cardExpired,
  cardFormProblem,
  cardOfForm,
  cardProblems,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from '@farewise/domain/payments/card.rules';
import {
  CARD_FIELDS_SCRIPT_PATH,
  GATEWAY_MESSAGE_PREFIX,
  TOKENISE_PATH,
} from '@farewise/domain/payments/gateway-fields';

/**
 * The sandbox gateway's own card fields (decision 050): a small page the pay page embeds in an
 * iframe, as a processor's hosted fields are. The card typed here goes to the gateway's tokenise
 * route, never to the site; the page gets a payment method (`pm_…`) through postMessage.
 *
 * Its script checks the card with the domain's own rules (card.rules.ts): the functions are
 * written into the script from their compiled source, so the messages and brand detection are the
 * ones the server checks with, never a second copy.
 */

/** The rules the script needs, each defined under the name the others call it by. */
export function rulesSource(): string {
  const fns: ((...args: never[]) => unknown)[] = [
    cardDigits,
    formatCardNumber,
    luhnValid,
    cardBrand,
    cardExpired,
    cardProblems,
    formatExpiry,
    parseExpiry,
    cardOfForm,
    cardFormProblem,
  ];
  const sources = fns.map((fn) => {
    const src = fn.toString();
    return src.startsWith('function') ? src : `const ${fn.name} = ${src};`;
  });
  const all = sources.join('\n');
  // Constants are named as the functions' compiled source names them.
  const named = (base: string) => all.match(new RegExp(`\\b${base}\\d*\\b`))?.[0] ?? base;
  const constants = [
    `const ${named('CARD_MESSAGES')} = ${JSON.stringify(CARD_MESSAGES)};`,
    `const ${named('EXPIRY')} = /^(\\d{1,2})\\s*\\/\\s*(\\d{2})$/;`,
  ];
  return [...constants, ...sources].join('\n');
}

let script: string | undefined;

/** The card fields' script (no inline script: the page's policy allows only this file). */
export function cardFormScript(): string {
  script ??= `(() => {
'use strict';
${rulesSource()}
const BRAND_LABELS = ${JSON.stringify(CARD_BRAND_LABELS)};
const PREFIX = ${JSON.stringify(GATEWAY_MESSAGE_PREFIX)};
const origin = location.origin;
const form = document.getElementById('card-form');
const names = ['number', 'name', 'expiry', 'cvc'];
const input = (f) => document.getElementById(f);
const touched = new Set();
let busy = false;

const values = () => Object.fromEntries(names.map((f) => [f, input(f).value]));
const send = (type, data) => parent.postMessage({ type: PREFIX + type, ...data }, origin);

function show(field, message) {
  const error = document.getElementById(field + '-error');
  error.textContent = message || '';
  error.hidden = !message;
  input(field).setAttribute('aria-invalid', message ? 'true' : 'false');
}
function check(field) {
  const message = cardFormProblem(values(), field, new Date());
  show(field, message);
  return message;
}
function showBrand() {
  const brand = cardBrand(cardDigits(input('number').value));
  const label = document.getElementById('number-brand');
  label.textContent = brand === 'card' ? '' : BRAND_LABELS[brand];
}

input('number').addEventListener('input', (e) => {
  e.target.value = formatCardNumber(e.target.value);
  showBrand();
  if (touched.has('number')) check('number');
});
input('expiry').addEventListener('input', (e) => {
  e.target.value = formatExpiry(e.target.value);
  if (touched.has('expiry')) check('expiry');
});
for (const f of ['name', 'cvc']) {
  input(f).addEventListener('input', () => touched.has(f) && check(f));
}
for (const f of names) {
  // As the site's forms do: a field says what is wrong once it has been left, then as it changes.
  input(f).addEventListener('blur', () => {
    touched.add(f);
    check(f);
  });
}
form.addEventListener('submit', (e) => {
  e.preventDefault();
  send('pay');
});

async function tokenise() {
  if (busy) return;
  names.forEach((f) => touched.add(f));
  const problems = names.map((f) => [f, check(f)]).filter(([, m]) => m);
  if (problems.length) {
    input(problems[0][0]).focus();
    return send('invalid', { message: problems[0][1] });
  }
  busy = true;
  try {
    const res = await fetch(${JSON.stringify(TOKENISE_PATH)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cardOfForm(values())),
    });
    const answer = await res.json();
    if (res.ok) return send('token', answer);
    const errors = answer.errors || [];
    for (const { field, message } of errors) {
      const f = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
      if (names.includes(f)) show(f, message);
    }
    send('invalid', { message: errors[0] ? errors[0].message : 'Please check your card details.' });
  } catch {
    send('error', { message: 'The payment gateway could not be reached. Please try again.' });
  } finally {
    busy = false;
  }
}

window.addEventListener('message', (e) => {
  if (e.origin !== origin || e.source !== parent || !e.data || typeof e.data.type !== 'string') return;
  const type = e.data.type.slice(PREFIX.length);
  if (!e.data.type.startsWith(PREFIX)) return;
  if (type === 'submit') void tokenise();
  else if (type === 'prefill' && typeof e.data.number === 'string') {
    input('number').value = formatCardNumber(e.data.number);
    showBrand();
    touched.add('number');
    check('number');
  } else if (type === 'disabled') {
    for (const f of names) input(f).disabled = Boolean(e.data.value);
  }
});

new ResizeObserver(() => send('resize', { height: document.documentElement.scrollHeight })).observe(
  document.body,
);
send('ready');
})();
`;
  return script;
}

const field = (
  id: string,
  label: string,
  attrs: string,
  extra = '',
) => `<div class="field">${extra}<label for="${id}">${label}<span class="req" aria-hidden="true"> *</span></label>
<input id="${id}" name="${id}" required aria-required="true" aria-invalid="false" aria-describedby="${id}-error" ${attrs}>
<p class="error" id="${id}-error" hidden></p></div>`;

/**
 * The card fields' page: the site's look (its font, brand blue, 8 px radius, Mantine's input and
 * error styles), labels tied to inputs, errors tied by aria-describedby, fit for 375 px.
 */
export function cardFormPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details · Farewise sandbox gateway</title>
<style>
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans","Liberation Sans",Arial,sans-serif;color:#1a1f24;font-size:16px;line-height:1.55;padding:2px}
form{display:flex;flex-direction:column;gap:12px}
.row{display:flex;gap:16px}
.row .field{flex:1;min-width:0}
label{display:block;font-size:14px;font-weight:500;margin-bottom:2px;word-break:break-word}
.req{color:#c92a2a}
.brand{float:right;font-size:12px;color:#495057;font-weight:600}
input{display:block;width:100%;height:36px;padding:0 12px;font:inherit;font-size:14px;color:inherit;background:#fff;border:1px solid #ced4da;border-radius:8px;outline:none}
input:focus{border-color:#0b5cad;outline:2px solid #0b5cad;outline-offset:1px}
input[aria-invalid="true"]{border-color:#c92a2a;color:#c92a2a}
input:disabled{background:#f1f3f5;color:#868e96;cursor:not-allowed}
.error{margin:4px 0 0;font-size:12px;color:#c92a2a;line-height:1.2}
button.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);border:0;padding:0}
</style>
</head>
<body>
<form id="card-form" novalidate aria-label="Card details">
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" maxlength="23"', '<span class="brand" id="number-brand" aria-live="polite"></span>')}
${field('name', 'Name on card', 'autocomplete="cc-name"')}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5"')}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"')}
</div>
<button class="hidden" type="submit" tabindex="-1" aria-hidden="true">Pay</button>
</form>
<script src="${CARD_FIELDS_SCRIPT_PATH}"></script>
</body>
</html>`;
}
