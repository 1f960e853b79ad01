ALTER TABLE "ads" ADD COLUMN "en_adfile" text;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "en_litpic" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "en_litpic" text;