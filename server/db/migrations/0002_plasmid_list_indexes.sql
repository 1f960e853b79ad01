DROP INDEX "plasmids_host_idx";--> statement-breakpoint
DROP INDEX "plasmids_usage_idx";--> statement-breakpoint
DROP INDEX "plasmids_fragment_type_idx";--> statement-breakpoint
DROP INDEX "plasmids_species_idx";--> statement-breakpoint
DROP INDEX "plasmids_nuclear_resistance_idx";--> statement-breakpoint
DROP INDEX "plasmids_eukaryotic_resistance_idx";--> statement-breakpoint
DROP INDEX "plasmids_fluorescent_marker_idx";--> statement-breakpoint
CREATE INDEX "plasmids_list_order_idx" ON "plasmids" USING btree ("sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_host_idx" ON "plasmids" USING btree ("plasmid_host","sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_usage_idx" ON "plasmids" USING btree ("plasmid_usage","sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_fragment_type_idx" ON "plasmids" USING btree ("plasmid_fragment_type","sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_species_idx" ON "plasmids" USING btree ("plasmid_species","sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_nuclear_resistance_idx" ON "plasmids" USING btree ("plasmid_nuclear_resistance","sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_eukaryotic_resistance_idx" ON "plasmids" USING btree ("plasmid_eukaryotic_resistance","sort","id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "plasmids_fluorescent_marker_idx" ON "plasmids" USING btree ("plasmid_fluorescent_marker","sort","id") WHERE status = 1;