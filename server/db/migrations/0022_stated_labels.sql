ALTER TABLE "relationship_evidence" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD COLUMN "label_reversed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "label_reversed" boolean DEFAULT false NOT NULL;