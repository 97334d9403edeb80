-- Accents folded on both sides of the business search, so "cafe" finds "Café" and "cafe" finds it too: the
-- document is made from the text with its accented letters replaced by plain ones (translate is IMMUTABLE, as a
-- generated column needs; unaccent is not), and the query's words are folded alike (foldAccents in
-- service/modules/businesses/search.ts). The column is made anew so every stored document is folded.
DROP INDEX IF EXISTS businesses_search_document_idx;
--> statement-breakpoint
ALTER TABLE businesses DROP COLUMN IF EXISTS search_document;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_search_text(value text)
RETURNS text
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
  SELECT translate(coalesce(value, ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžøØłŁđĐı', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoollddi')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_search_document(name text, description text, location text, services text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, business_search_text(name)), 'A')
      || setweight(to_tsvector('english'::regconfig, business_search_text(location)), 'B')
      || setweight(to_tsvector('english'::regconfig, business_search_text(array_to_string(services, ' '))), 'B')
      || setweight(to_tsvector('english'::regconfig, business_search_text(description)), 'C')
$$;
--> statement-breakpoint
ALTER TABLE businesses ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (business_search_document(name, description, location, services)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS businesses_search_document_idx ON businesses USING gin (search_document);
