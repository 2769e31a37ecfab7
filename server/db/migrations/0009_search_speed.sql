CREATE INDEX "restaurants_city_price_delivery_idx" ON "restaurants" USING btree ("city_id","price_delivery_minor");--> statement-breakpoint
CREATE INDEX "restaurants_city_price_experience_idx" ON "restaurants" USING btree ("city_id","price_experience_minor");--> statement-breakpoint
CREATE INDEX "restaurants_city_price_any_desc_idx" ON "restaurants" USING btree ("city_id","price_any_minor" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurants_city_price_dine_in_desc_idx" ON "restaurants" USING btree ("city_id","price_dine_in_minor" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurants_city_price_delivery_desc_idx" ON "restaurants" USING btree ("city_id","price_delivery_minor" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurants_city_price_experience_desc_idx" ON "restaurants" USING btree ("city_id","price_experience_minor" DESC NULLS LAST);