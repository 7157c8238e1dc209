CREATE INDEX "invoices_pharmacy_issue_idx" ON "invoices" USING btree ("pharmacy_id","issue_date","status","kind","gross_cents");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_number_search_idx" ON "invoices" USING gin (catalogue_normalize(coalesce("number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_search_idx" ON "invoices" USING gin (catalogue_normalize("buyer"->>'name') gin_trgm_ops);