ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_key_unique" UNIQUE("avatar_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_key_check" CHECK ("users"."avatar_key" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|svg)$');--> statement-breakpoint
-- Issue 12: the avatar's storage key moves from users.image (which better-auth's update-user let any
-- user set to anything, including another user's file) to avatar_key, which only the avatar API
-- writes. A key named by exactly one user becomes that user's; a key named by several (someone
-- copied another's URL into their own image) goes to nobody, as the real owner cannot be told apart:
-- the file is then no longer served and that user uploads again.
WITH named AS (
  SELECT id, substring(image FROM '^/api/files/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|svg))$') AS key
  FROM users
), owned AS (
  SELECT key, (array_agg(id))[1] AS id FROM named WHERE key IS NOT NULL GROUP BY key HAVING count(*) = 1
)
UPDATE users SET avatar_key = owned.key FROM owned WHERE users.id = owned.id;--> statement-breakpoint
-- users.image keeps only what better-auth put there from a social provider; our own file URLs (and
-- anything pretending to be one) are gone from it.
UPDATE users SET image = NULL WHERE image LIKE '/api/files/%';
