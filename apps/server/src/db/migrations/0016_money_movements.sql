CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_type" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway_ref" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_movements_amount_positive" CHECK ("money_movements"."amount" > 0),
	CONSTRAINT "money_movements_kind" CHECK ("money_movements"."kind" in ('charge', 'instalment', 'refund', 'fee'))
);
--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_idempotency_key_uq" ON "money_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "money_movements_order_idx" ON "money_movements" USING btree ("order_type","order_id");--> statement-breakpoint
-- The ledger starts with every movement already made: each succeeded charge and each succeeded refund.
INSERT INTO "money_movements" ("order_type", "order_id", "payment_id", "kind", "amount", "currency", "gateway_ref", "idempotency_key", "created_at")
SELECT "order_type", "order_id", "id", CASE WHEN "kind" = 'instalment' THEN 'instalment' ELSE 'charge' END, "amount", "currency", "gateway_ref", 'charge:' || "id", "created_at"
FROM "payments" WHERE "status" = 'succeeded' AND "amount" > 0;--> statement-breakpoint
INSERT INTO "money_movements" ("order_type", "order_id", "payment_id", "refund_id", "kind", "amount", "currency", "gateway_ref", "idempotency_key", "created_at")
SELECT p."order_type", p."order_id", p."id", r."id", 'refund', r."amount", p."currency", p."gateway_ref", 'refund:' || r."id", coalesce(r."settled_at", r."created_at")
FROM "payment_refunds" r JOIN "payments" p ON p."id" = r."payment_id" WHERE r."status" = 'succeeded' AND r."amount" > 0;
