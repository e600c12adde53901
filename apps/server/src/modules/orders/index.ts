// The orders module's public face (decision 048): the one order core hotels and activities plug
// into with what differs (what is held, what is issued), and flights with their list items.
export { canReadOrder, createOrderAccess, type OrderCaller } from './order-access.ts';
export { createOrderListing } from './order-listing.ts';
export { createStockHolds, type OrderStock, type StockHolds } from './stock-holds.ts';
export { createStockOrderPayable } from './stock-order-payable.ts';
export { createStockOrderRefunds, type Cancellation } from './stock-order-refunds.ts';
export type { StockOrderRow, StoredPaymentLine, StoredRefund } from './stock-order.ts';
export { bookHeldOrder, orderContact, type HeldOrderStart } from './stock-order-booking.ts';
export { createOrderMails, type OrderMails } from './order-mails.ts';
