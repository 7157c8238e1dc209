CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"message_id" uuid,
	"notification_id" uuid,
	"folder" text NOT NULL,
	"previous_folder" text,
	"read_at" timestamp with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "mail_entries_folder_check" CHECK ("mail_entries"."folder" IN ('inbox', 'sent', 'drafts', 'trash'))
);
--> statement-breakpoint
CREATE TABLE "mail_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_message_attachments" (
	"message_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	CONSTRAINT "mail_message_attachments_message_id_attachment_id_pk" PRIMARY KEY("message_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"sender_id" text,
	"recipient_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"reply_to_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_messages_kind_check" CHECK ("mail_messages"."kind" IN ('personal', 'announcement'))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_owner_id_users_uid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_entries" ADD CONSTRAINT "mail_entries_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_entries" ADD CONSTRAINT "mail_entries_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_entries" ADD CONSTRAINT "mail_entries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_labels" ADD CONSTRAINT "mail_labels_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_message_attachments" ADD CONSTRAINT "mail_message_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_message_attachments" ADD CONSTRAINT "mail_message_attachments_attachment_id_mail_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."mail_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_sender_id_users_uid_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_owner_idx" ON "mail_attachments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "mail_entries_user_folder_idx" ON "mail_entries" USING btree ("user_id","folder","created_at","id");--> statement-breakpoint
CREATE INDEX "mail_entries_message_idx" ON "mail_entries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_entries_notification_idx" ON "mail_entries" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "mail_labels_user_idx" ON "mail_labels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_message_attachments_attachment_idx" ON "mail_message_attachments" USING btree ("attachment_id");--> statement-breakpoint
-- Every notification, whichever code wrote it, is also filed in its person's mailbox (modules/mail).
CREATE OR REPLACE FUNCTION mail_file_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_entries (user_id, notification_id, folder, created_at) VALUES (NEW.user_id, NEW.id, 'inbox', NEW.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_mail_file AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION mail_file_notification();
