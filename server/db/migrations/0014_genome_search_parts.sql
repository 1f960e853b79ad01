CREATE TABLE "crispr_job_parts" (
	"job_id" integer NOT NULL,
	"part" integer NOT NULL,
	"guide_from" integer NOT NULL,
	"guide_to" integer NOT NULL,
	"shard" integer NOT NULL,
	"ranges" jsonb NOT NULL,
	"seconds" integer NOT NULL,
	"answer" jsonb,
	"done_at" timestamp with time zone,
	CONSTRAINT "crispr_job_parts_job_id_part_pk" PRIMARY KEY("job_id","part")
);
--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "search_parts" integer;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "search_seconds" integer;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "merge_by" text;--> statement-breakpoint
ALTER TABLE "crispr_jobs" ADD COLUMN "merge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crispr_job_parts" ADD CONSTRAINT "crispr_job_parts_job_id_crispr_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."crispr_jobs"("id") ON DELETE cascade ON UPDATE no action;