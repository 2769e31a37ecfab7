-- Reservations made before references existed get one from their row id (8 hex digits, which are
-- Crockford characters too), so the column can be required and unique; new ones are drawn at random.
ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "reservations" SET "reference" = upper(lpad(to_hex("id"), 8, '0')) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reference_unique" UNIQUE("reference");
