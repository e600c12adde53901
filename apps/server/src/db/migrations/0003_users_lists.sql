CREATE TABLE "user_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"given_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"surname" text NOT NULL,
	"sex" smallint NOT NULL,
	"birthday" date NOT NULL,
	"passport_country" text NOT NULL,
	"nationality" text NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_passengers_sex_check" CHECK ("user_passengers"."sex" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "user_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"postcode" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"owner_user_id" uuid,
	"guest_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_name_unique" UNIQUE("name"),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" > 0 and "uploads"."size" <= 2097152),
	CONSTRAINT "uploads_one_owner_check" CHECK (num_nonnulls("uploads"."owner_user_id", "uploads"."guest_token_hash") = 1)
);
--> statement-breakpoint
ALTER TABLE "user_passengers" ADD CONSTRAINT "user_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contacts" ADD CONSTRAINT "user_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_passengers_user_name_idx" ON "user_passengers" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE INDEX "user_passengers_user_created_idx" ON "user_passengers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_contacts_user_contact_idx" ON "user_contacts" USING btree ("user_id","postcode","mobile","email");--> statement-breakpoint
CREATE INDEX "user_contacts_user_created_idx" ON "user_contacts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_user_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "uploads_guest_token_idx" ON "uploads" USING btree ("guest_token_hash");