-- Keeps restaurants.price_*_minor / prices_until (the search price sort keys) in step with packages and
-- pricing_rules. "Today" is the Asia/Bangkok date, as everywhere in the catalogue. Packages that expire
-- later are handled by search (server/modules/catalogue/search-prices.ts): rows whose prices_until has
-- passed are re-priced through the same function before a price sort.
CREATE OR REPLACE FUNCTION refresh_restaurant_prices(ids integer[], today date) RETURNS void
LANGUAGE sql AS $$
  UPDATE restaurants r SET
    price_any_minor = coalesce(x.non_hah, x.hah),
    price_dine_in_minor = x.dine_in,
    price_delivery_minor = x.hah,
    price_experience_minor = x.xp,
    prices_until = x.until
  FROM (
    SELECT id.id AS restaurant_id,
      min(pr.price_minor) FILTER (WHERE p.type_code <> 'hah') AS non_hah,
      min(pr.price_minor) FILTER (WHERE p.type_code IN ('ayce', 'bfp', 'pp', 'hs', 'sm')) AS dine_in,
      min(pr.price_minor) FILTER (WHERE p.type_code = 'hah') AS hah,
      min(pr.price_minor) FILTER (WHERE p.type_code = 'xp') AS xp,
      min(p.expiry_date) AS until
    FROM unnest(ids) AS id(id)
    LEFT JOIN packages p ON p.restaurant_id = id.id AND p.is_bookable
      AND (p.expiry_date IS NULL OR p.expiry_date >= today)
    LEFT JOIN pricing_rules pr ON pr.package_id = p.id
    GROUP BY id.id
  ) x
  WHERE r.id = x.restaurant_id
    AND (r.price_any_minor, r.price_dine_in_minor, r.price_delivery_minor, r.price_experience_minor, r.prices_until)
      IS DISTINCT FROM (coalesce(x.non_hah, x.hah), x.dine_in, x.hah, x.xp, x.until)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bangkok_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Asia/Bangkok')::date
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: one re-pricing per statement, however many rows.
CREATE OR REPLACE FUNCTION packages_reprice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_restaurant_prices(array(SELECT DISTINCT restaurant_id FROM new_rows), bangkok_today());
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_restaurant_prices(array(SELECT restaurant_id FROM new_rows UNION SELECT restaurant_id FROM old_rows), bangkok_today());
  ELSE
    PERFORM refresh_restaurant_prices(array(SELECT DISTINCT restaurant_id FROM old_rows), bangkok_today());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pricing_rules_reprice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_restaurant_prices(array(
      SELECT DISTINCT p.restaurant_id FROM new_rows n JOIN packages p ON p.id = n.package_id), bangkok_today());
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_restaurant_prices(array(
      SELECT p.restaurant_id FROM new_rows n JOIN packages p ON p.id = n.package_id
      UNION SELECT p.restaurant_id FROM old_rows o JOIN packages p ON p.id = o.package_id), bangkok_today());
  ELSE
    -- A cascade from a deleted package finds no package here; the packages trigger re-prices it.
    PERFORM refresh_restaurant_prices(array(
      SELECT DISTINCT p.restaurant_id FROM old_rows o JOIN packages p ON p.id = o.package_id), bangkok_today());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER packages_reprice_insert AFTER INSERT ON packages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION packages_reprice();
--> statement-breakpoint
CREATE TRIGGER packages_reprice_update AFTER UPDATE ON packages REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION packages_reprice();
--> statement-breakpoint
CREATE TRIGGER packages_reprice_delete AFTER DELETE ON packages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION packages_reprice();
--> statement-breakpoint
CREATE TRIGGER pricing_rules_reprice_insert AFTER INSERT ON pricing_rules REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pricing_rules_reprice();
--> statement-breakpoint
CREATE TRIGGER pricing_rules_reprice_update AFTER UPDATE ON pricing_rules REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pricing_rules_reprice();
--> statement-breakpoint
CREATE TRIGGER pricing_rules_reprice_delete AFTER DELETE ON pricing_rules REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pricing_rules_reprice();
--> statement-breakpoint
-- Restaurants that exist already (a database migrated before this file) get their prices now.
SELECT refresh_restaurant_prices(array(SELECT id FROM restaurants), bangkok_today());
--> statement-breakpoint
-- name_like ('%…%' in English and Thai) through trigram indexes where pg_trgm exists (PostgreSQL with
-- contrib). PGlite loads it only when the extension is passed to PGlite.create; without it the search
-- still works, by scanning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS restaurants_name_en_trgm_idx ON restaurants USING gin (lower(name_en) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS restaurants_name_th_trgm_idx ON restaurants USING gin (lower(name_th) gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available (%): name search scans', SQLERRM;
END $$;
