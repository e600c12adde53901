CREATE TABLE "flight_order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"client_key" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"directions" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"currency" text NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"charge_amount" integer DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card" text,
	"arrives_by" text,
	"hold_expires_at" timestamp with time zone,
	"timeline" jsonb NOT NULL,
	"pending_mails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_order_requests_amounts_check" CHECK ("flight_order_requests"."refund_amount" >= 0 and "flight_order_requests"."charge_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "lookup_token_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "split_from_order_id" uuid;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "schedule_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_order_requests_no_uq" ON "flight_order_requests" USING btree ("request_no");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_order_requests_client_key_uq" ON "flight_order_requests" USING btree ("order_id","client_key");--> statement-breakpoint
CREATE INDEX "flight_order_requests_order_idx" ON "flight_order_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_order_requests_user_idx" ON "flight_order_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_order_requests_status_idx" ON "flight_order_requests" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "flight_orders_schedule_idx" ON "flight_orders" USING btree ("status","schedule_checked_at");