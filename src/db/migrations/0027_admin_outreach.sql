CREATE TABLE "admin_broadcast_recipients" (
	"broadcast_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_id" uuid,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "admin_broadcast_recipients_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "admin_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"email" boolean DEFAULT false NOT NULL,
	"segment" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "admin_broadcasts_status" CHECK ("admin_broadcasts"."status" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "admin_broadcasts_title_length" CHECK (char_length("admin_broadcasts"."title") between 1 and 200),
	CONSTRAINT "admin_broadcasts_body_length" CHECK (char_length("admin_broadcasts"."body") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "admin_broadcast_recipients" ADD CONSTRAINT "admin_broadcast_recipients_broadcast_id_admin_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."admin_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_broadcast_recipients" ADD CONSTRAINT "admin_broadcast_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_broadcast_recipients" ADD CONSTRAINT "admin_broadcast_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_broadcasts" ADD CONSTRAINT "admin_broadcasts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_broadcast_recipients_pending_idx" ON "admin_broadcast_recipients" USING btree ("broadcast_id","user_id") WHERE "admin_broadcast_recipients"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "admin_broadcast_recipients_notification_idx" ON "admin_broadcast_recipients" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "admin_broadcasts_created_idx" ON "admin_broadcasts" USING btree ("created_at" DESC NULLS LAST,"id");