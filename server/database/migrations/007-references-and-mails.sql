-- Issue 20: each enquiry's sequence number and its short reference (VA-7K3F9Q, a bijection of the number,
-- enquiry-reference.ts), given to the enquiries stored before in the order they arrived; the counter hands
-- out the next number and never one twice, even after the newest enquiry is deleted. The seq index only
-- ever grows at its end. Then each enquiry's conversation (mail-queue.ts): the mails we send (the buyer's
-- acknowledgement, the owner's replies), each stored before it is sent and delivered by the outbox, and the
-- buyer's mails received back ('in'). A mail row is written in the transaction of what it belongs to;
-- 'skipped' is a queued mail not sent after all (its enquiry was marked spam meanwhile), with the reason. Recipients compare
-- case-insensitively; Message-IDs are unique, so a received mail's In-Reply-To finds its conversation.
ALTER TABLE enquiries ADD COLUMN seq INTEGER;
  ALTER TABLE enquiries ADD COLUMN reference TEXT;
  UPDATE enquiries SET seq = numbered.n
    FROM (SELECT id, row_number() OVER (ORDER BY received_at, rowid) AS n FROM enquiries) AS numbered
    WHERE numbered.id = enquiries.id;
  UPDATE enquiries SET reference = reference_of(seq);
  CREATE UNIQUE INDEX enquiries_seq ON enquiries (seq);
  CREATE TABLE enquiry_counter (only INTEGER PRIMARY KEY CHECK (only = 1), seq INTEGER NOT NULL) STRICT;
  INSERT INTO enquiry_counter (only, seq) SELECT 1, count(*) FROM enquiries;
  CREATE TABLE mails (
    id TEXT PRIMARY KEY,
    enquiry_id TEXT REFERENCES enquiries (id) ON DELETE CASCADE,
    direction TEXT NOT NULL DEFAULT 'out' CHECK (direction IN ('out', 'in')),
    kind TEXT NOT NULL CHECK (kind IN ('acknowledgement', 'reply', 'received')),
    author TEXT,
    sender TEXT,
    recipient TEXT NOT NULL COLLATE NOCASE,
    recipient_name TEXT NOT NULL,
    reply_to TEXT,
    headers TEXT NOT NULL DEFAULT '{}',
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL DEFAULT '',
    message_id TEXT NOT NULL UNIQUE,
    state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'skipped', 'received')),
    skip_reason TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at TEXT
  ) STRICT;
  CREATE INDEX mails_due ON mails (next_attempt_at) WHERE state = 'queued';
  CREATE INDEX mails_enquiry ON mails (enquiry_id, created_at);
  CREATE INDEX mails_recent ON mails (kind, created_at) WHERE state != 'skipped';
  CREATE INDEX mails_recipient ON mails (kind, recipient, created_at) WHERE state != 'skipped';
