// The payments module's public face (decision 021): how an order kind registers to be paid.
export {
  registerPayable,
  type Payable,
  type PayableKind,
  type PayableOrder,
  type PayableStatus,
  type PaymentRecord,
} from './payable.ts';
// Every charge and refund of an order, dated: what its page, the look-up and its receipt show.
export { orderMovements, type OrderMovements } from './order-movements.ts';
// How hotel and activity orders give money back over their payments.
export {
  refundOverPayments,
  type OrderPaymentRecord,
  type OrderRefundOutcome,
  type RefundGateway,
} from './order-refunds.ts';
