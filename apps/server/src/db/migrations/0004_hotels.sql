CREATE TABLE "hotel_allotments" (
	"hotel_id" text NOT NULL,
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"capacity" integer NOT NULL,
	"available" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_allotments_hotel_id_room_type_id_night_pk" PRIMARY KEY("hotel_id","room_type_id","night"),
	CONSTRAINT "hotel_allotments_available_check" CHECK ("hotel_allotments"."available" >= 0 and "hotel_allotments"."available" <= "hotel_allotments"."capacity")
);
--> statement-breakpoint
CREATE INDEX "hotel_allotments_night_idx" ON "hotel_allotments" USING btree ("night");