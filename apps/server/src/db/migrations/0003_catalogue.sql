CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_group_members" (
	"group_id" integer NOT NULL,
	"cis" text NOT NULL,
	"type" smallint NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "generic_group_members_group_id_cis_pk" PRIMARY KEY("group_id","cis")
);
--> statement-breakpoint
CREATE TABLE "generic_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_conditions" (
	"cis" text NOT NULL,
	"condition" text NOT NULL,
	CONSTRAINT "medicine_conditions_cis_condition_pk" PRIMARY KEY("cis","condition")
);
--> statement-breakpoint
CREATE TABLE "medicine_presentations" (
	"cip13" text PRIMARY KEY NOT NULL,
	"cis" text NOT NULL,
	"cip7" text,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"marketing_status" text NOT NULL,
	"marketed" boolean NOT NULL,
	"declaration_date" date,
	"hospital_approved" boolean,
	"reimbursement_rate" smallint,
	"price_cents" integer,
	"price_with_fee_cents" integer,
	"dispensing_fee_cents" integer,
	"reimbursement_notes" text,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_presentations_rate_check" CHECK ("medicine_presentations"."reimbursement_rate" BETWEEN 0 AND 100),
	CONSTRAINT "medicine_presentations_prices_check" CHECK ("medicine_presentations"."price_cents" >= 0 AND "medicine_presentations"."price_with_fee_cents" >= 0 AND "medicine_presentations"."dispensing_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "medicine_substances" (
	"cis" text NOT NULL,
	"element" text NOT NULL,
	"substance_code" text NOT NULL,
	"substance_name" text NOT NULL,
	"strength" text,
	"strength_reference" text,
	"nature" text NOT NULL,
	"link_number" integer NOT NULL,
	CONSTRAINT "medicine_substances_cis_element_substance_code_link_number_pk" PRIMARY KEY("cis","element","substance_code","link_number")
);
--> statement-breakpoint
CREATE TABLE "medicines" (
	"cis" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"form" text NOT NULL,
	"routes" text[] NOT NULL,
	"authorisation_status" text NOT NULL,
	"procedure" text NOT NULL,
	"marketing_status" text NOT NULL,
	"marketed" boolean NOT NULL,
	"authorisation_date" date,
	"warning_status" text,
	"eu_number" text,
	"holders" text NOT NULL,
	"enhanced_monitoring" boolean NOT NULL,
	"requires_prescription" boolean NOT NULL,
	"substances_text" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (catalogue_normalize(name)) STORED,
	"search_text" text GENERATED ALWAYS AS (catalogue_normalize(name || ' ' || substances_text)) STORED,
	"name_words" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(catalogue_normalize(name), '[^[:alnum:]]+'), '')) STORED,
	"search_words" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(catalogue_normalize(name || ' ' || substances_text), '[^[:alnum:]]+'), '')) STORED,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_staff" (
	"pharmacy_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_staff_pharmacy_id_user_id_pk" PRIMARY KEY("pharmacy_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_stock" (
	"pharmacy_id" text NOT NULL,
	"cip13" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_stock_pharmacy_id_cip13_pk" PRIMARY KEY("pharmacy_id","cip13"),
	CONSTRAINT "pharmacy_stock_quantity_check" CHECK ("pharmacy_stock"."quantity" >= 0),
	CONSTRAINT "pharmacy_stock_price_check" CHECK ("pharmacy_stock"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "generic_group_members" ADD CONSTRAINT "generic_group_members_group_id_generic_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."generic_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_group_members" ADD CONSTRAINT "generic_group_members_cis_medicines_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."medicines"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_conditions" ADD CONSTRAINT "medicine_conditions_cis_medicines_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."medicines"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_presentations" ADD CONSTRAINT "medicine_presentations_cis_medicines_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."medicines"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_substances" ADD CONSTRAINT "medicine_substances_cis_medicines_cis_fk" FOREIGN KEY ("cis") REFERENCES "public"."medicines"("cis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_staff" ADD CONSTRAINT "pharmacy_staff_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_staff" ADD CONSTRAINT "pharmacy_staff_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_stock" ADD CONSTRAINT "pharmacy_stock_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_stock" ADD CONSTRAINT "pharmacy_stock_cip13_medicine_presentations_cip13_fk" FOREIGN KEY ("cip13") REFERENCES "public"."medicine_presentations"("cip13") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_stock" ADD CONSTRAINT "pharmacy_stock_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "generic_group_members_cis_idx" ON "generic_group_members" USING btree ("cis");--> statement-breakpoint
CREATE INDEX "medicine_presentations_cis_idx" ON "medicine_presentations" USING btree ("cis");--> statement-breakpoint
CREATE INDEX "medicine_presentations_cip13_pattern_idx" ON "medicine_presentations" USING btree ("cip13" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "medicine_presentations_cip7_pattern_idx" ON "medicine_presentations" USING btree ("cip7" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "medicines_search_words_idx" ON "medicines" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "medicines_name_search_idx" ON "medicines" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "medicines_browse_idx" ON "medicines" USING btree ("marketed" DESC NULLS LAST,(name COLLATE "C"),"cis") WHERE withdrawn_at IS NULL;--> statement-breakpoint
CREATE INDEX "medicines_cis_pattern_idx" ON "medicines" USING btree ("cis" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pharmacies_name_idx" ON "pharmacies" USING btree ((name COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "pharmacy_staff_user_idx" ON "pharmacy_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pharmacy_stock_cip13_idx" ON "pharmacy_stock" USING btree ("cip13");