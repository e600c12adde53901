// Every module's tables, for Drizzle and drizzle-kit.
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/site/site.table.ts';
export * from '../modules/flights/flights.table.ts';
export * from '../modules/money/money.table.ts';
export * from '../modules/users/passengers.table.ts';
export * from '../modules/users/contacts.table.ts';
export * from '../modules/users/uploads.table.ts';
export * from '../modules/hotels/hotels.table.ts';
export * from '../modules/flight-orders/flight-orders.table.ts';
export * from '../modules/payments/payments.table.ts';
export * from '../modules/payments/stripe-events.table.ts';
export * from '../modules/hotel-orders/hotel-orders.table.ts';
export * from '../modules/aftersales/aftersales.table.ts';
export * from '../modules/activities/activities.table.ts';
export * from '../modules/price-alerts/price-alerts.table.ts';
