CREATE TABLE "content_file_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"consent_text" text NOT NULL,
	"user_id" uuid,
	"source" text,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_download_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"gated" boolean DEFAULT true NOT NULL,
	"consent_text" text DEFAULT 'Upstep may email me about this guide and similar resources. I can unsubscribe at any time.' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"seo_title" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_files_status_check" CHECK ("content_files"."status" in ('draft', 'scheduled', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "content_post_authors" (
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_post_authors_post_id_author_id_pk" PRIMARY KEY("post_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"to_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_redirects_kind_from_slug_pk" PRIMARY KEY("kind","from_slug")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "updated_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "primary_tag_id" uuid;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "feature_image" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "feature_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "updated_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "content_tags" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The status carries what the boolean said (a page that was off is "unpublished", a post "draft"),
-- then published becomes a column generated from it (its index goes with it and is made again).
UPDATE "content_pages" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'unpublished' END;--> statement-breakpoint
UPDATE "content_posts" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;--> statement-breakpoint
ALTER TABLE "content_pages" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_posts" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "published" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_posts_published_idx" ON "content_posts" USING btree ("published","published_at");--> statement-breakpoint
INSERT INTO "content_post_authors" ("post_id", "author_id", "position") SELECT "id", "author_id", 0 FROM "content_posts" WHERE "author_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "content_file_leads" ADD CONSTRAINT "content_file_leads_file_id_content_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."content_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_file_leads" ADD CONSTRAINT "content_file_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_authors" ADD CONSTRAINT "content_post_authors_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_authors" ADD CONSTRAINT "content_post_authors_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_file_leads_file_email_idx" ON "content_file_leads" USING btree ("file_id",lower("email"));--> statement-breakpoint
CREATE INDEX "content_file_leads_created_idx" ON "content_file_leads" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "content_post_authors_author_idx" ON "content_post_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "content_redirects_to_idx" ON "content_redirects" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("kind","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_primary_tag_id_content_tags_id_fk" FOREIGN KEY ("primary_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" in ('draft', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_status_check" CHECK ("content_posts"."status" in ('draft', 'scheduled', 'published', 'unpublished'));