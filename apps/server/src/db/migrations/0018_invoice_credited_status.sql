ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('draft', 'sent', 'paid', 'overdue', 'credited'));--> statement-breakpoint
-- Invoices already credited in full before this status existed.
UPDATE "invoices" SET "status" = 'credited' WHERE "kind" = 'invoice' AND "status" <> 'draft' AND EXISTS (SELECT 1 FROM "invoices" AS "credit" WHERE "credit"."credited_invoice_id" = "invoices"."id" AND "credit"."kind" = 'credit_note');
