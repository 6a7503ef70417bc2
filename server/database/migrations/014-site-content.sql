-- Issue 30: the owner's site content (domain/site-content/schema.ts) as JSON. One shared draft, its revision
-- counting saves so a save over a newer one is refused; and every publish as a numbered version with what it
-- changed. A version is 'publishing' while its files are rendered, then 'published' (the newest such is the
-- site) or 'failed' with the reason. The first version is seeded by the server at start from the defaults.
CREATE TABLE site_draft (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    content TEXT NOT NULL CHECK (json_valid(content)),
    revision INTEGER NOT NULL CHECK (revision >= 0),
    saved_by TEXT,
    saved_at TEXT
  ) STRICT;
  CREATE TABLE site_versions (
    version INTEGER PRIMARY KEY CHECK (version > 0),
    content TEXT NOT NULL CHECK (json_valid(content)),
    published_by TEXT NOT NULL,
    published_at TEXT NOT NULL,
    changes TEXT NOT NULL CHECK (json_valid(changes)),
    restored_from INTEGER REFERENCES site_versions (version),
    state TEXT NOT NULL CHECK (state IN ('publishing', 'published', 'failed')),
    error TEXT,
    files_done INTEGER NOT NULL DEFAULT 0,
    files_total INTEGER NOT NULL DEFAULT 0
  ) STRICT;
  CREATE INDEX site_versions_published ON site_versions (version) WHERE state = 'published';
