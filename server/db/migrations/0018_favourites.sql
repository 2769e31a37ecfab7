CREATE TABLE "favourite_restaurants" (
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_restaurants_pkey" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_restaurants" ADD CONSTRAINT "favourite_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_restaurants" ADD CONSTRAINT "favourite_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_restaurants_user_newest_idx" ON "favourite_restaurants" USING btree ("user_id","created_at" DESC NULLS LAST,"restaurant_id" DESC NULLS LAST);