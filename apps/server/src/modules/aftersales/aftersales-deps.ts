import type { PaidBags } from '@farewise/domain/aftersales/aftersales.rules';
import { CARD_BRAND_LABELS, type CardBrand } from '@farewise/domain/payments/card.rules';
import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { SeatInventoryService } from '../flights/seat-inventory.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import type { FlightOrdersRepository } from '../flight-orders/index.ts';

/** What after-sales needs of the payments module (its service, typed here so this module does not import it). */
export interface AftersalesPayments {
  paymentsOf(
    kind: OrderType,
    orderId: string,
    tx?: DbOrTx,
  ): Promise<
    {
      id: string;
      amount: number;
      status: string;
      refundedAmount: number;
      cardBrand: string | null;
      cardLast4: string | null;
      createdAt: Date;
    }[]
  >;
  refundPayment(opts: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ status: 'succeeded' | 'processing' | 'failed' }>;
  stopSlicePlan(opts: { orderType: OrderType; orderId: string }, tx: DbOrTx): Promise<boolean>;
  abandonPendingPayments(
    opts: { orderType: OrderType; orderId: string; reason: string },
    tx: DbOrTx,
  ): Promise<void>;
}

export interface AftersalesDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  inventory: SeatInventoryService;
  search: FlightSearchService;
  supplier: FlightSupplier;
  mailer: MailService;
  siteUrl: string;
  /** The payments service, once registered (absent in tests of orders alone). */
  payments: () => AftersalesPayments | undefined;
  uploads: { ownsAll(opts: { caller: UploadCaller; names: string[] }): Promise<boolean> };
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
}

/** A payment that money can go back to, with what is left of it (minor units). */
export interface FundSource {
  paymentId: string;
  amount: number;
  refunded: number;
  card: string | null;
}

/** Extra bags paid for one passenger's open ticket on one direction, and the payment they came from. */
export interface FundBags extends PaidBags {
  paymentId: string;
}

export interface Funds {
  sources: FundSource[];
  /** Extra bags bought after booking for tickets still open, not yet given back (decision 040). */
  bags: FundBags[];
  paid: number;
  refunded: number;
  /** The card the money came from: 'Visa •••• 4242'. */
  card: string | null;
}

export const cardLabel = (brand: string | null, last4: string | null) =>
  last4 ? `${CARD_BRAND_LABELS[(brand ?? 'card') as CardBrand] ?? 'Card'} •••• ${last4}` : null;
