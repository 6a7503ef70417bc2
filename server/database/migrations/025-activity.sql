-- Who did what on the desk (server/activity/): one row per action, kept for a year. The person is kept as their
-- account id and e-mail address written out, with no reference to owners, so a row outlives the person's
-- removal; a failed sign-in has no account, only the address tried. Where from: the address and the browser's
-- User-Agent, as a session keeps them.
CREATE TABLE activity (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    account_id TEXT,
    email TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL
  ) STRICT;
  CREATE INDEX activity_at ON activity (at);
