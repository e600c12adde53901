CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"as_of" date NOT NULL,
	"per_usd" numeric(14, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_as_of_pk" PRIMARY KEY("currency","as_of")
);
--> statement-breakpoint
CREATE TABLE "flight_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_params" (
	"id" text PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_inventory" (
	"flight_key" text NOT NULL,
	"cabin" text NOT NULL,
	"departure_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_inventory_flight_key_cabin_pk" PRIMARY KEY("flight_key","cabin"),
	CONSTRAINT "seat_inventory_seats_left_check" CHECK ("seat_inventory"."seats_left" >= 0 and "seat_inventory"."seats_left" <= "seat_inventory"."capacity")
);
--> statement-breakpoint
CREATE INDEX "flight_searches_expires_at_idx" ON "flight_searches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "seat_inventory_departure_date_idx" ON "seat_inventory" USING btree ("departure_date");