CREATE TABLE "file_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"pharmacy_id" text,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "file_folders_home_check" CHECK (("file_folders"."owner_id" IS NULL) <> ("file_folders"."pharmacy_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "file_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid,
	"folder_id" uuid,
	"grantee_id" text NOT NULL,
	"permission" text DEFAULT 'read' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "file_shares_item_check" CHECK (("file_shares"."file_id" IS NULL) <> ("file_shares"."folder_id" IS NULL)),
	CONSTRAINT "file_shares_permission_check" CHECK ("file_shares"."permission" IN ('read', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "file_stars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_id" uuid,
	"folder_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "file_stars_item_check" CHECK (("file_stars"."file_id" IS NULL) <> ("file_stars"."folder_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"pharmacy_id" text,
	"folder_id" uuid,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "files_home_check" CHECK (("files"."owner_id" IS NULL) <> ("files"."pharmacy_id" IS NULL)),
	CONSTRAINT "files_mime_type_check" CHECK ("files"."mime_type" IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_owner_id_users_uid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_parent_id_file_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_folder_id_file_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_grantee_id_users_uid_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_stars" ADD CONSTRAINT "file_stars_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_stars" ADD CONSTRAINT "file_stars_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_stars" ADD CONSTRAINT "file_stars_folder_id_file_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_uid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_folder_id_file_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_folders_owner_idx" ON "file_folders" USING btree ("owner_id","parent_id");--> statement-breakpoint
CREATE INDEX "file_folders_pharmacy_idx" ON "file_folders" USING btree ("pharmacy_id","parent_id");--> statement-breakpoint
CREATE INDEX "file_folders_parent_idx" ON "file_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "file_folders_trashed_idx" ON "file_folders" USING btree ("trashed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_file_grantee_idx" ON "file_shares" USING btree ("file_id","grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_folder_grantee_idx" ON "file_shares" USING btree ("folder_id","grantee_id");--> statement-breakpoint
CREATE INDEX "file_shares_grantee_idx" ON "file_shares" USING btree ("grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_stars_user_file_idx" ON "file_stars" USING btree ("user_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_stars_user_folder_idx" ON "file_stars" USING btree ("user_id","folder_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","folder_id");--> statement-breakpoint
CREATE INDEX "files_pharmacy_idx" ON "files" USING btree ("pharmacy_id","folder_id");--> statement-breakpoint
CREATE INDEX "files_folder_idx" ON "files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "files_trashed_idx" ON "files" USING btree ("trashed_at");