-- Issue 38: each visit of a buyer to his quotation's page, not only the first (quotations.viewed_at keeps the
-- first). A visit is recorded only for a real browser's navigation outside the owner's desk
-- (server/quotations/buyer-view.ts); the country only as a trusted proxy names it (COUNTRY_HEADER), never the
-- address it came from.
CREATE TABLE quotation_views (
    quotation_id TEXT NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
    viewed_at TEXT NOT NULL,
    country TEXT CHECK (country IS NULL OR (length(country) = 2 AND country = lower(country))),
    PRIMARY KEY (quotation_id, viewed_at)
  ) STRICT;
  INSERT INTO quotation_views (quotation_id, viewed_at)
    SELECT id, viewed_at FROM quotations WHERE viewed_at IS NOT NULL;
