CREATE TABLE "activity_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"product_id" text NOT NULL,
	"option_id" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"places" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"lead" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"total" integer NOT NULL,
	"policy" text NOT NULL,
	"free_cancel_until" timestamp with time zone,
	"status" text DEFAULT 'PendingPayment' NOT NULL,
	"hold_state" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"voucher_code" text,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"cancellation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_orders_hold_state_check" CHECK ("activity_orders"."hold_state" in ('held', 'released', 'confirmed')),
	CONSTRAINT "activity_orders_status_check" CHECK ("activity_orders"."status" in ('PendingPayment', 'Issued', 'Cancelled', 'RefundPending', 'Refunded'))
);
--> statement-breakpoint
CREATE TABLE "activity_slots" (
	"product_id" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"capacity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_slots_product_id_date_time_pk" PRIMARY KEY("product_id","date","time"),
	CONSTRAINT "activity_slots_remaining_check" CHECK ("activity_slots"."remaining" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_orders_order_no_idx" ON "activity_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "activity_orders_user_idx" ON "activity_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_orders_hold_idx" ON "activity_orders" USING btree ("hold_state","hold_expires_at");--> statement-breakpoint
CREATE INDEX "activity_orders_status_idx" ON "activity_orders" USING btree ("status");