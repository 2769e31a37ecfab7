-- Near-me search (geocode, no sort) in distance order through an index instead of a haversine for every
-- restaurant in 25 km (server/modules/catalogue/search-geo.ts). Each restaurant is a point on the unit
-- sphere in a GiST index of the cube extension; `<->` (straight-line distance between two such points)
-- grows with the great-circle angle as the haversine does, so the index hands restaurants out nearest
-- first. Only built-in immutable functions in the expression: no earthdistance, no search_path hazard.
-- Where cube is missing (PGlite) the search keeps sorting every distance, as before.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS cube;
  CREATE INDEX IF NOT EXISTS restaurants_sphere_point_idx ON restaurants USING gist (
    cube(array[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]));
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'cube not available (%): near-me search sorts every distance', SQLERRM;
END $$;
