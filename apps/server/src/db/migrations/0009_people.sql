CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_hours_exceptions" (
	"pharmacy_id" text NOT NULL,
	"date" date NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "pharmacy_hours_exceptions_pharmacy_id_date_pk" PRIMARY KEY("pharmacy_id","date")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"pharmacy_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "pharmacy_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "slug" text DEFAULT ('u-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
-- Existing rows get a slug from their name; a repeated name gets a piece of its id, so the backfill is always unique.
UPDATE "users" t SET "slug" = s.slug FROM (
  SELECT uid, CASE WHEN n = 1 THEN base ELSE left(base, 50) || '-' || left(replace(uid, '-', ''), 8) END AS slug FROM (
    SELECT uid, base, row_number() OVER (PARTITION BY base ORDER BY created_at, uid) AS n FROM (
      SELECT uid, created_at, coalesce(nullif(left(trim(both '-' from regexp_replace(catalogue_normalize(display_name), '[^a-z0-9]+', '-', 'g')), 60), ''), 'n') AS base
      FROM "users"
    ) b
  ) c
) s WHERE s.uid = t.uid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_prefs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (catalogue_normalize(display_name || ' ' || email || ' ' || city)) STORED;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "slug" text DEFAULT ('p-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
-- Existing rows get a slug from their name; a repeated name gets a piece of its id, so the backfill is always unique.
UPDATE "pharmacies" t SET "slug" = s.slug FROM (
  SELECT id, CASE WHEN n = 1 THEN base ELSE left(base, 50) || '-' || left(replace(id, '-', ''), 8) END AS slug FROM (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM (
      SELECT id, created_at, coalesce(nullif(left(trim(both '-' from regexp_replace(catalogue_normalize(name), '[^a-z0-9]+', '-', 'g')), 60), ''), 'n') AS base
      FROM "pharmacies"
    ) b
  ) c
) s WHERE s.id = t.id;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "pharmacy_hours_exceptions" ADD CONSTRAINT "pharmacy_hours_exceptions_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_invitations" ADD CONSTRAINT "pharmacy_invitations_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_invitations" ADD CONSTRAINT "pharmacy_invitations_invited_by_users_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_invitations" ADD CONSTRAINT "pharmacy_invitations_accepted_by_users_uid_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_invitations_pharmacy_idx" ON "pharmacy_invitations" USING btree ("pharmacy_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","uid");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ((display_name COLLATE "C"),"uid");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","uid");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_slug_unique" UNIQUE("slug");