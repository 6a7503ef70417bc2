-- Search engines told of the owner's changes sooner (server/search-engines/). Each public page's address
-- keeps the hash of what a reader gets from it and when that last changed: the sitemap's lastmod, which a
-- publish that leaves the page as it was leaves alone. The site's IndexNow key is made once and kept here,
-- with the data. Each publish's changed addresses wait in indexnow_submissions until IndexNow took them,
-- so a restart retries what a failure left.
CREATE TABLE page_changes (
    path TEXT PRIMARY KEY,
    hash TEXT NOT NULL,
    changed_at TEXT NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE indexnow_key (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    key TEXT NOT NULL CHECK (length(key) = 32 AND key NOT GLOB '*[^0-9a-f]*')
  ) STRICT;
  CREATE TABLE indexnow_submissions (
    id INTEGER PRIMARY KEY,
    published_at TEXT NOT NULL,
    paths TEXT NOT NULL CHECK (json_valid(paths)),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    result TEXT
  ) STRICT;
  CREATE INDEX indexnow_submissions_due ON indexnow_submissions (next_attempt_at) WHERE sent_at IS NULL;
