CREATE TABLE "pharmacy_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"monthly_cents" integer NOT NULL,
	"per_order_cents" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "pharmacy_plans_prices_check" CHECK ("pharmacy_plans"."monthly_cents" >= 0 AND "pharmacy_plans"."per_order_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_plans_position_idx" ON "pharmacy_plans" USING btree ("position");