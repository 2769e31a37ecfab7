ALTER TABLE "sandbox_cards" ADD COLUMN "first_digits" text;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "first_digits" text;