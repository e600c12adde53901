CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_type" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"instalment_id" uuid,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"gateway_ref" text,
	"card_brand" text,
	"card_last4" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"card_token" text,
	"challenge" text,
	"return_url" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slice_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"payment_id" uuid,
	"reminder_before_sent_at" timestamp with time zone,
	"reminder_after_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slice_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_type" text NOT NULL,
	"order_id" text NOT NULL,
	"owner_user_id" uuid,
	"email" text NOT NULL,
	"currency" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"status" text NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slice_instalments" ADD CONSTRAINT "slice_instalments_plan_id_slice_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."slice_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order_uq" ON "payments" USING btree ("order_type","order_id") WHERE kind in ('full', 'deposit') and status in ('processing', 'requires_action', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_type","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key_uq" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "slice_instalments_plan_number_uq" ON "slice_instalments" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "slice_instalments_due_idx" ON "slice_instalments" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slice_plans_order_uq" ON "slice_plans" USING btree ("order_type","order_id");--> statement-breakpoint
CREATE INDEX "slice_plans_status_idx" ON "slice_plans" USING btree ("status","cancel_at");