-- The owner's campaign links and her weekly summary by mail (server/visitors/). A campaign link is a short address
-- on her own domain, /c/<slug>, that sends its visitor on to one page of the site with the campaign's tags; its
-- slug is made once from the campaign's name and never changes, since its QR code may be printed. A deleted link
-- keeps its row (and so its slug, which no other link may take): its short address answers 404, and the visits
-- and enquiries it brought keep their tags. An owner who asked for the weekly summary has a row in
-- weekly_summary_owners; each summary is composed once per owner and week and kept with its delivery state, so
-- a restart neither loses nor repeats it.
CREATE TABLE campaign_links (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
    name TEXT NOT NULL,
    source TEXT NOT NULL,
    medium TEXT NOT NULL,
    page TEXT NOT NULL,
    created_at TEXT NOT NULL,
    changed_at TEXT NOT NULL,
    deleted_at TEXT
  ) STRICT;
  CREATE UNIQUE INDEX campaign_links_name ON campaign_links (name COLLATE NOCASE) WHERE deleted_at IS NULL;
  CREATE TABLE weekly_summary_owners (
    owner_id TEXT PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
    since TEXT NOT NULL
  ) STRICT;
  CREATE TABLE weekly_summaries (
    owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    week TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    message_id TEXT NOT NULL UNIQUE,
    queued_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    PRIMARY KEY (owner_id, week)
  ) STRICT;
  CREATE INDEX weekly_summaries_due ON weekly_summaries (next_attempt_at) WHERE state = 'queued';
