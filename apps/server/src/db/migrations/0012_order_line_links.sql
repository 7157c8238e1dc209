ALTER TABLE "order_lines" ADD COLUMN "not_medicine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "typed_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "linked_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_added" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_linked_by_users_uid_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_not_medicine_check" CHECK (NOT ("order_lines"."not_medicine" AND "order_lines"."cis" IS NOT NULL));