// The payments module's public face (decision 021): how an order kind registers to be paid
// (with the app's PaymentsService.payables).
export {
  type Payable,
  type Payables,
  type PayableKind,
  type PayableOrder,
  type PayableStatus,
  type PaymentRecord,
} from './payable.ts';
// Every charge and refund of an order, dated: what its page, the look-up and its receipt show.
export type { OrderMovements, OrderMovementsOf } from './order-movements.ts';
// How hotel and activity orders give money back over their payments.
export {
  refundOverPayments,
  type OrderPaymentRecord,
  type OrderRefundOutcome,
  type RefundGateway,
} from './order-refunds.ts';
// One app's payments: the sandbox gateway, or Stripe when its keys are set (decision 052).
export { createSitePayments, type SiteStripe } from './site-payments.ts';
