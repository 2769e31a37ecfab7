DROP INDEX "restaurants_city_active_idx";--> statement-breakpoint
CREATE INDEX "restaurants_city_active_id_idx" ON "restaurants" USING btree ("city_id","is_active","id");