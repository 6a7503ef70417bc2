-- The team: each account's last sign-in, and the invitations an Owner sends from the desk's 'Team' page. An
-- invitation keeps a SHA-256 of its token, never the token; the link to mail waits in mail_link only until the
-- outbox has sent it (then it is cleared), so a copy of the database taken later lets no one accept it.
ALTER TABLE owners ADD COLUMN last_sign_in_at TEXT;
CREATE TABLE invitations (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    role TEXT NOT NULL CHECK (role IN ('owner', 'sales', 'viewer')),
    token_hash TEXT NOT NULL UNIQUE,
    invited_by TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at TEXT,
    accepted_at TEXT,
    challenge TEXT,
    mail_link TEXT,
    message_id TEXT NOT NULL UNIQUE,
    mail_state TEXT NOT NULL DEFAULT 'queued' CHECK (mail_state IN ('queued', 'sent')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT
  ) STRICT;
  CREATE INDEX invitations_due ON invitations (next_attempt_at) WHERE mail_state = 'queued';
