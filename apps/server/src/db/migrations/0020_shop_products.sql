CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"cip13" text,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate" smallint NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shop_products_kind_check" CHECK ("shop_products"."kind" IN ('medicine', 'parapharmacy')),
	CONSTRAINT "shop_products_category_check" CHECK ("shop_products"."category" IN ('pain', 'cold-flu', 'digestion', 'skin', 'baby', 'hygiene', 'vitamins', 'first-aid', 'devices', 'other')),
	CONSTRAINT "shop_products_quantity_check" CHECK ("shop_products"."quantity" >= 0),
	CONSTRAINT "shop_products_price_check" CHECK ("shop_products"."price_cents" >= 0),
	CONSTRAINT "shop_products_vat_check" CHECK ("shop_products"."vat_rate" IN (0, 6, 12, 21)),
	CONSTRAINT "shop_products_cip13_check" CHECK (("shop_products"."kind" = 'medicine') = ("shop_products"."cip13" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_cip13_medicine_presentations_cip13_fk" FOREIGN KEY ("cip13") REFERENCES "public"."medicine_presentations"("cip13") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_pharmacy_cip13_unique" ON "shop_products" USING btree ("pharmacy_id","cip13") WHERE cip13 IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_products_pharmacy_name_idx" ON "shop_products" USING btree ("pharmacy_id",(name COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "shop_products_public_name_idx" ON "shop_products" USING btree ((name COLLATE "C"),"id") WHERE visible;--> statement-breakpoint
CREATE INDEX "shop_products_public_price_idx" ON "shop_products" USING btree ("price_cents","id") WHERE visible;--> statement-breakpoint
CREATE INDEX "shop_products_cip13_idx" ON "shop_products" USING btree ("cip13");--> statement-breakpoint
CREATE INDEX "shop_products_search_idx" ON "shop_products" USING gin ("search_text" gin_trgm_ops);