ALTER TABLE "invoice_lines" RENAME COLUMN "net_cents" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prices_include_vat" boolean DEFAULT false NOT NULL;