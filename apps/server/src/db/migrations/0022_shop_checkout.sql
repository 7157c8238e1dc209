CREATE TABLE "shop_checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text,
	"pharmacy_id" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"payment" text NOT NULL,
	"delivery" text NOT NULL,
	"lines" jsonb NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"billing" jsonb NOT NULL,
	"language" text NOT NULL,
	"discount_code_id" uuid,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"order_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_checkouts_status_check" CHECK ("shop_checkouts"."status" IN ('open', 'paid', 'failed', 'expired', 'canceled', 'at_pharmacy')),
	CONSTRAINT "shop_checkouts_payment_check" CHECK ("shop_checkouts"."payment" IN ('at_pharmacy', 'online')),
	CONSTRAINT "shop_checkouts_delivery_check" CHECK ("shop_checkouts"."delivery" IN ('collect', 'home'))
);
--> statement-breakpoint
CREATE TABLE "shop_discount_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_discount_codes_kind_check" CHECK ("shop_discount_codes"."kind" IN ('amount', 'percent')),
	CONSTRAINT "shop_discount_codes_value_check" CHECK ("shop_discount_codes"."value" > 0 AND ("shop_discount_codes"."kind" = 'amount' OR "shop_discount_codes"."value" <= 100)),
	CONSTRAINT "shop_discount_codes_used_check" CHECK ("shop_discount_codes"."used" >= 0 AND ("shop_discount_codes"."max_uses" IS NULL OR "shop_discount_codes"."used" <= "shop_discount_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_source_check";--> statement-breakpoint
ALTER TABLE "shop_checkouts" ADD CONSTRAINT "shop_checkouts_customer_id_users_uid_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_checkouts" ADD CONSTRAINT "shop_checkouts_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_checkouts" ADD CONSTRAINT "shop_checkouts_discount_code_id_shop_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."shop_discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_checkouts" ADD CONSTRAINT "shop_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_discount_codes" ADD CONSTRAINT "shop_discount_codes_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_checkouts_customer_key_unique" ON "shop_checkouts" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_checkouts_provider_payment_unique" ON "shop_checkouts" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "shop_checkouts_open_idx" ON "shop_checkouts" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "shop_checkouts_order_idx" ON "shop_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_discount_codes_pharmacy_code_unique" ON "shop_discount_codes" USING btree ("pharmacy_id","code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" IN ('online', 'counter', 'shop'));