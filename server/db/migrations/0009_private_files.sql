ALTER TABLE "order_file_links" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_file_links" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "order_file_links" ADD CONSTRAINT "order_file_links_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_create_time_idx" ON "uploads" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "order_file_links_expiry_idx" ON "order_file_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "order_file_links" ADD CONSTRAINT "order_file_links_one_target" CHECK (("order_file_links"."file_id" is null) <> ("order_file_links"."upload_id" is null));