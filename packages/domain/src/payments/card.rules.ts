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
