CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
ALTER TABLE "temporary_reservations" ADD COLUMN "owner_token_hash" text;--> statement-breakpoint
ALTER TABLE "temporary_reservations" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "temporary_reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "temporary_reservations" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "temporary_reservations_client_idx" ON "temporary_reservations" USING btree ("client_key","expires_at");--> statement-breakpoint
CREATE INDEX "temporary_reservations_address_idx" ON "temporary_reservations" USING btree ("client_address","expires_at");