// The payments module's public face (decision 021): how an order kind registers to be paid.
export {
  registerPayable,
  type Payable,
  type PayableKind,
  type PayableOrder,
  type PayableStatus,
  type PaymentRecord,
} from './payable.ts';
