ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_email_device_idx" ON "login_attempts" USING btree ("email","device");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");