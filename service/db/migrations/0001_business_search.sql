-- Full-text search over a business's name, location, services and description.
-- array_to_string is only STABLE, so a generated column cannot use it; an IMMUTABLE wrapper lets
-- one expression serve both the GIN index and the query (service/modules/businesses/queries.ts).
CREATE OR REPLACE FUNCTION business_search_document(name text, description text, location text, services text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(services, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS businesses_search_idx ON businesses
  USING gin (business_search_document(name, description, location, services));
