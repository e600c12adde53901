// The payments module's public face (decision 021): how an order kind registers to be paid.
export {
  registerPayable,
  type Payable,
  type PayableKind,
  type PayableOrder,
  type PayableStatus,
  type PaymentRecord,
} from './payable.ts';
// What a receipt shows of an order's money: its payments and refunds as the ledger has them.
export { ledgerOf } from './receipt-ledger.ts';
// How hotel and activity orders give money back over their payments.
export {
  refundOverPayments,
  type OrderPaymentRecord,
  type OrderRefundOutcome,
  type RefundGateway,
} from './order-refunds.ts';
