CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"actor_id" text,
	"actor_role" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"cis" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	"requires_prescription" boolean NOT NULL,
	"substitute_cis" text,
	"substitute_name" text,
	"substitution_status" text,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price_cents" >= 0),
	CONSTRAINT "order_lines_substitution_check" CHECK ("order_lines"."substitution_status" IN ('proposed', 'accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"customer_id" text,
	"created_by" text,
	"pharmacy_id" text NOT NULL,
	"shipper_id" text,
	"language" text NOT NULL,
	"prescription_type" text NOT NULL,
	"delivery_type" text NOT NULL,
	"has_prescription_items" boolean NOT NULL,
	"request" text NOT NULL,
	"other_request_pharmacy" text NOT NULL,
	"with_prescription" boolean NOT NULL,
	"without_prescription" boolean NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"national_registration_number" text NOT NULL,
	"rid" text[] NOT NULL,
	"id_card_number" text NOT NULL,
	"pharmacy_call" boolean NOT NULL,
	"has_comment" boolean NOT NULL,
	"comment" text NOT NULL,
	"mandated" text NOT NULL,
	"toc" boolean NOT NULL,
	"other_request" text NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer,
	"handover_code" text NOT NULL,
	"wrong_code_attempts" integer DEFAULT 0 NOT NULL,
	"wrong_code_at" timestamp with time zone,
	"proof_receiver_name" text,
	"proof_at" timestamp with time zone,
	"proof_by" text,
	"rejection_reason" text,
	"cancellation_reason" text,
	"failure_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('submitted','accepted','rejected','preparing','ready','out_for_delivery','delivered','delivery_failed','collected','cancelled')),
	CONSTRAINT "orders_source_check" CHECK ("orders"."source" IN ('online', 'counter')),
	CONSTRAINT "orders_delivery_type_check" CHECK ("orders"."delivery_type" IN ('neighbour', 'take_away')),
	CONSTRAINT "orders_prescription_type_check" CHECK ("orders"."prescription_type" IN ('id_card', 'in_pharmacy', 'rid', 'no_prescription')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."delivery_fee_cents" >= 0 AND "orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_uploaded_by_users_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_id_users_uid_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_uid_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_id_users_uid_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proof_by_users_uid_fk" FOREIGN KEY ("proof_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_pharmacy_status_created_idx" ON "orders" USING btree ("pharmacy_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_pharmacy_created_idx" ON "orders" USING btree ("pharmacy_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_pharmacy_updated_idx" ON "orders" USING btree ("pharmacy_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shipper_status_created_idx" ON "orders" USING btree ("shipper_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);