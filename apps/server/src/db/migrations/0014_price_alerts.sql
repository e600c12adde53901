CREATE TABLE "price_alert_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"price" integer
);
--> statement-breakpoint
CREATE TABLE "price_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"alert_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"search" jsonb NOT NULL,
	"currency" text NOT NULL,
	"drop_kind" text NOT NULL,
	"drop_value" integer NOT NULL,
	"reference_price" integer,
	"latest_price" integer,
	"ends_after" text NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alert_checks" ADD CONSTRAINT "price_alert_checks_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_tokens" ADD CONSTRAINT "price_alert_tokens_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alert_checks_alert_idx" ON "price_alert_checks" USING btree ("alert_id","checked_at");--> statement-breakpoint
CREATE INDEX "price_alert_tokens_alert_idx" ON "price_alert_tokens" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_due_idx" ON "price_alerts" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "price_alerts_email_idx" ON "price_alerts" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_ends_idx" ON "price_alerts" USING btree ("ends_after");