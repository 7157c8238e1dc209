CREATE TABLE "pharmacy_on_duty" (
	"pharmacy_id" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "pharmacy_on_duty_pharmacy_id_date_pk" PRIMARY KEY("pharmacy_id","date")
);
--> statement-breakpoint
CREATE TABLE "shipper_pharmacies" (
	"shipper_id" text NOT NULL,
	"pharmacy_id" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipper_pharmacies_shipper_id_pharmacy_id_pk" PRIMARY KEY("shipper_id","pharmacy_id")
);
--> statement-breakpoint
CREATE TABLE "shippers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"vehicle" text DEFAULT 'bike' NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shippers_vehicle_check" CHECK ("shippers"."vehicle" IN ('foot', 'bike', 'scooter', 'car', 'van'))
);
--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "opening_hours" jsonb DEFAULT '[[],[],[],[],[],[],[]]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "home_delivery_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "home_delivery_postcodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "home_delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "home_delivery_minimum_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (catalogue_normalize(name || ' ' || city || ' ' || postal_code)) STORED;--> statement-breakpoint
ALTER TABLE "pharmacy_on_duty" ADD CONSTRAINT "pharmacy_on_duty_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_pharmacies" ADD CONSTRAINT "shipper_pharmacies_shipper_id_shippers_user_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_pharmacies" ADD CONSTRAINT "shipper_pharmacies_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_on_duty_date_idx" ON "pharmacy_on_duty" USING btree ("date","pharmacy_id");--> statement-breakpoint
CREATE INDEX "shipper_pharmacies_pharmacy_idx" ON "shipper_pharmacies" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE INDEX "pharmacies_search_idx" ON "pharmacies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_delivery_fee_check" CHECK ("pharmacies"."home_delivery_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_delivery_minimum_check" CHECK ("pharmacies"."home_delivery_minimum_cents" >= 0);