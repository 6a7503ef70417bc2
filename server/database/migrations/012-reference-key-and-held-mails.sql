-- Issue 27: references nobody can compute. Each database's own key (32 bytes from SQLite's randomblob, a
-- ChaCha20 generator seeded by the operating system), kept here so a backup carries it; enquiries numbered
-- before it keep their references (enquiry-reference.ts). Then the mails that name an enquiry but may not be
-- filed into it by themselves (the sender is not its buyer, or the reference names none): held, with the
-- reason and the enquiry they named, for the owner to file or discard ('Mail to check'); `from_buyer` says
-- whether a filed mail came from the buyer's own address (null: filed before this was known).
CREATE TABLE reference_key (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    key BLOB NOT NULL CHECK (length(key) = 32),
    keyed_from INTEGER NOT NULL
  ) STRICT;
  INSERT INTO reference_key (only, key, keyed_from) SELECT 1, randomblob(32), seq + 1 FROM enquiry_counter;
  ALTER TABLE mails ADD COLUMN held_reason TEXT CHECK (held_reason IN ('sender-not-buyer', 'unknown-reference'));
  ALTER TABLE mails ADD COLUMN held_enquiry_id TEXT REFERENCES enquiries (id) ON DELETE SET NULL;
  ALTER TABLE mails ADD COLUMN from_buyer INTEGER;
  CREATE INDEX mails_held ON mails (created_at) WHERE held_reason IS NOT NULL;
