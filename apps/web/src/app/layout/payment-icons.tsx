import amex from '../../assets/payment/amex.svg';
import applePay from '../../assets/payment/apple-pay.svg';
import mastercard from '../../assets/payment/mastercard.svg';
import paypal from '../../assets/payment/paypal.svg';
import unionpay from '../../assets/payment/unionpay.svg';
import visa from '../../assets/payment/visa.svg';

/**
 * The six payment methods of the footer (SPEC 2.3), drawn as our own simple marks: a coloured
 * card with the method's name, not the brands' artwork. They are image files, loaded when the
 * footer nears the screen: drawn inline, their lettering (five sizes no other text uses) made
 * the browser look up fonts during the page's first layout.
 */
export const PAYMENT_METHODS = [
  { label: 'Visa', src: visa },
  { label: 'Mastercard', src: mastercard },
  { label: 'American Express', src: amex },
  { label: 'PayPal', src: paypal },
  { label: 'Apple Pay', src: applePay },
  { label: 'UnionPay', src: unionpay },
] as const;

export const PAYMENT_ICON_SIZE = { width: 52, height: 34 } as const;
