CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"cis" text,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"pharmacy_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_sequences_pharmacy_id_year_pk" PRIMARY KEY("pharmacy_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"year" integer,
	"sequence" integer,
	"order_id" uuid,
	"credited_invoice_id" uuid,
	"customer_id" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"language" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"structured_communication" text,
	"issue_date" date,
	"due_date" date,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('draft', 'sent', 'paid', 'overdue')),
	CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" IN ('cash', 'card', 'transfer', 'online'))
);
--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "invoice_term_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_uid_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_unique" ON "invoices" USING btree ("pharmacy_id","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_pharmacy_created_idx" ON "invoices" USING btree ("pharmacy_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_created_idx" ON "invoices" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date") WHERE status = 'sent';