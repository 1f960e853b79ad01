ALTER TABLE "order_events" ADD COLUMN "no_file_reason" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
-- Issue 35: registration's place and workplace become the default address of every account that has
-- none yet (new registrations get it in user-service.register, as account-info.registrationAddress).
INSERT INTO "addresses" ("uid", "name", "company", "country", "province_id", "city_id", "address", "zip", "tel", "tel2", "is_default")
SELECT u."id",
  left(btrim(CASE WHEN coalesce(u."fname", '') || coalesce(u."lname", '') ~ '[A-Za-z]'
    THEN coalesce(u."lname", '') || ' ' || coalesce(u."fname", '')
    ELSE coalesce(u."fname", '') || coalesce(u."lname", '') END), 50),
  u."address", u."country", u."province_id", u."city_id", u."address", u."zip", u."tel", u."tel2", 1
FROM "users" u
WHERE u."province_id" IS NOT NULL AND u."city_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "addresses" a WHERE a."uid" = u."id" AND a."is_default" = 1);
