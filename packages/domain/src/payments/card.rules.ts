/**
 * Card checks shared by the pay page's form and the server (DESIGN 6: a rule is written once).
 * The server never stores a card number: only the brand and the last four digits.
 */

export const CARD_MESSAGES = {
  numberRequired: 'Please enter your card number.',
  numberInvalid: 'Your card number is incorrect.',
  nameRequired: "Please enter the cardholder's name.",
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  expired: 'Your card has expired.',
  cvcInvalid: "Your card's security code is incorrect.",
} as const;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'card';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  card: 'Card',
};

/** Digits only: travellers type spaces and dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The number grouped in fours (Amex 4-6-5), as the form shows it while typing. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'card';
}

/** Whether MM/YY (month 1-12, two- or four-digit year) is this month or later. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (expMonth - 1) < thisMonth;
}

export interface CardInput {
  number: string;
  name: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The first broken rule per field, in the words the form shows. Empty when the card can be charged. */
export function cardProblems(
  card: CardInput,
  now: Date,
): { field: keyof CardInput; message: string }[] {
  const problems: { field: keyof CardInput; message: string }[] = [];
  const digits = cardDigits(card.number);
  if (!digits) problems.push({ field: 'number', message: CARD_MESSAGES.numberRequired });
  else if (!luhnValid(digits))
    problems.push({ field: 'number', message: CARD_MESSAGES.numberInvalid });
  if (!card.name.trim()) problems.push({ field: 'name', message: CARD_MESSAGES.nameRequired });
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    !Number.isInteger(card.expYear)
  ) {
    problems.push({ field: 'expMonth', message: CARD_MESSAGES.expiryInvalid });
  } else if (cardExpired(card.expMonth, card.expYear, now)) {
    problems.push({ field: 'expMonth', message: CARD_MESSAGES.expired });
  }
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    problems.push({ field: 'cvc', message: CARD_MESSAGES.cvcInvalid });
  return problems;
}

/** The sandbox gateway's documented test cards (listed on the pay page in the sandbox). */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', behaviour: 'succeeds', label: 'Payment succeeds' },
  {
    number: '4000 0000 0000 3220',
    behaviour: 'requires_3ds',
    label: 'Requires 3-D Secure authentication',
  },
  { number: '4000 0000 0000 0002', behaviour: 'declined', label: 'Card declined' },
  { number: '4000 0000 0000 9995', behaviour: 'insufficient_funds', label: 'Insufficient funds' },
] as const;

export type SandboxBehaviour = (typeof SANDBOX_TEST_CARDS)[number]['behaviour'];

/** How the sandbox treats a number: the test cards as documented, any other valid number succeeds. */
export function sandboxBehaviour(digits: string): SandboxBehaviour {
  const found = SANDBOX_TEST_CARDS.find((c) => cardDigits(c.number) === digits);
  return found ? found.behaviour : 'succeeds';
}

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2})$/;

/** MM/YY as typed: digits only, with the slash put in after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/YY as month and two-digit year (NaN when it is not MM/YY). */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const m = EXPIRY.exec(expiry.trim());
  return { expMonth: m ? Number(m[1]) : NaN, expYear: m ? Number(m[2]) : NaN };
}

/** What a form's card fields say, as the checks and the gateway take them. */
export function cardOfForm(form: {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}): CardInput {
  return {
    number: cardDigits(form.number),
    name: form.name.trim(),
    ...parseExpiry(form.expiry),
    cvc: form.cvc.trim(),
  };
}

/** The form's problem for one field (the expiry's when it is not MM/YY), or undefined. */
export function cardFormProblem(
  form: { number: string; name: string; expiry: string; cvc: string },
  field: 'number' | 'name' | 'expiry' | 'cvc',
  now: Date,
): string | undefined {
  if (field === 'expiry' && !EXPIRY.test(form.expiry.trim())) return CARD_MESSAGES.expiryInvalid;
  const key = field === 'expiry' ? 'expMonth' : field;
  return cardProblems(cardOfForm(form), now).find((p) => p.field === key)?.message;
}

/** Field names that only a card's details have: a body holding one is carrying a card. */
const CARD_FIELD_NAMES = new Set([
  'card',
  'cardnumber',
  'card_number',
  'pan',
  'cvc',
  'cvv',
  'cvv2',
]);
/** Ids (UUIDs) hold digit runs that are no card: left out before looking for one. */
const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * A gateway's token for a card (the sandbox's pm_… and tok_…, Stripe's pm_, pi_, seti_, cus_…):
 * random letters and digits the gateway made, never a card, though a 24-character hex token holds
 * a Luhn-valid run of 12+ digits about once in 200.
 */
const GATEWAY_TOKEN = /^(?:pm|tok|pi|seti|src|cus|card)_[A-Za-z0-9]{8,64}$/;
/** A run of 12 to 19 digits, as typed (single spaces or dashes between them allowed). */
const DIGIT_RUN = /(?<![\d])\d(?:[ -]?\d){11,18}(?![ -]?\d)/g;

/**
 * Whether a request body carries a card: a field only a card has (number's companions card, cvc,
 * pan…), or anywhere in it a run of 12-19 digits that passes Luhn. Payment calls of the site refuse
 * such a body: card details go to the payment gateway, never to the site (decision 050).
 */
export function holdsCard(value: unknown, depth = 0): boolean {
  if (depth > 20 || value === null || value === undefined) return false;
  if (typeof value === 'number') return holdsCard(String(value), depth + 1);
  if (typeof value === 'string') {
    if (GATEWAY_TOKEN.test(value)) return false;
    for (const run of value.replace(UUID_ANYWHERE, ' ').match(DIGIT_RUN) ?? []) {
      if (luhnValid(cardDigits(run))) return true;
    }
    return false;
  }
  if (Array.isArray(value)) return value.some((v) => holdsCard(v, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value).some(
      ([key, v]) => CARD_FIELD_NAMES.has(key.toLowerCase()) || holdsCard(v, depth + 1),
    );
  }
  return false;
}
