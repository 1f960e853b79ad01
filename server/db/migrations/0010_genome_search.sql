ALTER TABLE "crispr_jobs" ADD COLUMN "guide_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "genome" text;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "pam" text;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "mismatches" integer;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "bulge" text;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "guide_notes" jsonb;--> statement-breakpoint
ALTER TABLE "genomes" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "genomes" ADD CONSTRAINT "genomes_name_unique" UNIQUE("name");