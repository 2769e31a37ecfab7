ALTER TABLE "packages" ADD COLUMN "is_ticket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "inventories_restaurant_weekday_idx" ON "inventories" USING btree ("restaurant_id","weekday","start_time");--> statement-breakpoint
CREATE INDEX "restaurants_lat_lng_idx" ON "restaurants" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "restaurants_city_covers_idx" ON "restaurants" USING btree ("city_id","total_covers");--> statement-breakpoint
CREATE INDEX "restaurants_city_reviews_count_idx" ON "restaurants" USING btree ("city_id","reviews_count");