ALTER TABLE "restaurants" ADD COLUMN "price_any_minor" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "price_dine_in_minor" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "price_delivery_minor" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "price_experience_minor" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prices_until" date;--> statement-breakpoint
CREATE INDEX "restaurants_city_price_any_idx" ON "restaurants" USING btree ("city_id","price_any_minor");--> statement-breakpoint
CREATE INDEX "restaurants_city_price_dine_in_idx" ON "restaurants" USING btree ("city_id","price_dine_in_minor");--> statement-breakpoint
CREATE INDEX "restaurants_prices_until_idx" ON "restaurants" USING btree ("prices_until");