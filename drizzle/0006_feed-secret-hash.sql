ALTER TABLE "admin_calendar_feeds" RENAME COLUMN "secret" TO "secret_hash";--> statement-breakpoint
ALTER TABLE "admin_calendar_feeds" DROP CONSTRAINT "admin_calendar_feeds_secret_unique";--> statement-breakpoint
ALTER TABLE "admin_calendar_feeds" ADD CONSTRAINT "admin_calendar_feeds_secret_hash_unique" UNIQUE("secret_hash");--> statement-breakpoint
-- Hand-written: the secrets stored in clear become their hash, so the URLs already in the
-- admins' calendars keep working. Same hash as hashFeedSecret (src/server/calendar-feed/feed-secrets.ts):
-- SHA-256 of the UTF-8 bytes, lower-case hex (convert_to, not ::bytea, which would read backslashes
-- as escapes). tests/calendar-feed/calendar-feed.test.ts runs this statement against that function.
UPDATE "admin_calendar_feeds" SET "secret_hash" = encode(sha256(convert_to("secret_hash", 'UTF8')), 'hex');
