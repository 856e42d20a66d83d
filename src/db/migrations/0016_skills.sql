CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"ambiguous" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "skills_terms_idx" ON "skills" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "skills_search_text_trgm_idx" ON "skills" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skills_category_idx" ON "skills" USING btree ("category");