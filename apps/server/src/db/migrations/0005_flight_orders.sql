CREATE TABLE "flight_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"search_id" text NOT NULL,
	"option_key" text NOT NULL,
	"fare_product" text NOT NULL,
	"kind" integer NOT NULL,
	"cabin" text NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"total_amount" integer NOT NULL,
	"adult_amount" integer NOT NULL,
	"child_amount" integer NOT NULL,
	"payment_type" text NOT NULL,
	"slice_plan" jsonb,
	"itinerary" jsonb NOT NULL,
	"seat_flights" jsonb NOT NULL,
	"first_departure" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"passengers" jsonb,
	"contact" jsonb,
	"contact_email" text,
	"hold_state" text DEFAULT 'none' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_numbers" jsonb,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_orders_payment_type_check" CHECK ("flight_orders"."payment_type" in ('full', 'slice')),
	CONSTRAINT "flight_orders_hold_state_check" CHECK ("flight_orders"."hold_state" in ('none', 'held', 'released', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "slice_payment_blocks" (
	"subject" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_orders_order_no_idx" ON "flight_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "flight_orders_user_idx" ON "flight_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_orders_hold_idx" ON "flight_orders" USING btree ("hold_state","hold_expires_at");--> statement-breakpoint
CREATE INDEX "flight_orders_status_idx" ON "flight_orders" USING btree ("status");