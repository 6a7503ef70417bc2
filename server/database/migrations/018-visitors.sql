-- Issue 40: the public site's visitors, counted by the server from its own requests (server/visitors/). Nothing
-- personal is kept. A visitor is a keyed hash of the day's salt, the site, the address and the browser; the salt
-- is destroyed when its day is over, so no hash can be traced back to anyone, and one person is one visitor per
-- day. Addresses, full browser strings, full referring addresses and cookies are never stored. A page's source is
-- its campaign's source (or the ad network of its click id), else the search engine or the referring site's
-- host, else 'Direct'. Addresses that found no page are counted apart, per path and referring host, per day.
-- Search engines' crawlers are recorded per page apart from visitors. An enquiry keeps the source, country and
-- device of the visit it came from.
CREATE TABLE visitor_salts (
    day TEXT PRIMARY KEY,
    salt BLOB NOT NULL CHECK (length(salt) = 32)
  ) STRICT;
  CREATE TABLE page_views (
    viewed_at TEXT NOT NULL,
    day TEXT NOT NULL,
    visitor BLOB NOT NULL CHECK (length(visitor) = 16),
    path TEXT NOT NULL,
    language TEXT NOT NULL,
    product TEXT,
    entry INTEGER NOT NULL CHECK (entry IN (0, 1)),
    source TEXT NOT NULL,
    medium TEXT,
    campaign TEXT,
    referrer TEXT,
    country TEXT CHECK (country IS NULL OR (length(country) = 2 AND country = lower(country))),
    device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop'))
  ) STRICT;
  CREATE INDEX page_views_day ON page_views (day);
  CREATE TABLE missing_pages (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    referrer TEXT NOT NULL DEFAULT '',
    views INTEGER NOT NULL CHECK (views > 0),
    PRIMARY KEY (day, path, referrer)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE crawler_visits (
    visited_at TEXT NOT NULL,
    path TEXT NOT NULL,
    engine TEXT NOT NULL,
    verified INTEGER CHECK (verified IN (0, 1))
  ) STRICT;
  CREATE INDEX crawler_visits_path ON crawler_visits (path, engine, visited_at);
  ALTER TABLE enquiries ADD COLUMN visit_source TEXT;
  ALTER TABLE enquiries ADD COLUMN visit_country TEXT
    CHECK (visit_country IS NULL OR (length(visit_country) = 2 AND visit_country = lower(visit_country)));
  ALTER TABLE enquiries ADD COLUMN visit_device TEXT CHECK (visit_device IN ('mobile', 'tablet', 'desktop'));
