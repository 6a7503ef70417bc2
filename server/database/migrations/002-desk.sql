-- The owner's desk: owners, their sessions and passkeys, failed sign-ins (lockout), WebAuthn challenges; each
-- enquiry's status, spam flag, read time, derived country and product, notes and history; a trigram index
-- for substring search across all fields.
CREATE TABLE owners (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL
  ) STRICT;
  CREATE INDEX sessions_owner ON sessions (owner_id);
  CREATE TABLE passkeys (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  ) STRICT;
  CREATE INDEX passkeys_owner ON passkeys (owner_id);
  CREATE TABLE sign_in_failures (at INTEGER NOT NULL, ip TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE) STRICT;
  CREATE INDEX sign_in_failures_ip ON sign_in_failures (ip, at);
  CREATE TABLE webauthn_challenges (
    challenge TEXT PRIMARY KEY,
    owner_id TEXT REFERENCES owners (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  ) STRICT;
  ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'replied', 'quoted', 'won', 'lost'));
  ALTER TABLE enquiries ADD COLUMN spam INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE enquiries ADD COLUMN read_at TEXT;
  ALTER TABLE enquiries ADD COLUMN country TEXT;
  ALTER TABLE enquiries ADD COLUMN product TEXT;
  UPDATE enquiries SET country = country_of_phone(phone), product = product_of_message(message);
  -- Newest first within the inbox or spam, with every filter column in the index: a view walks the index alone
  -- and reads only the rows it shows; counts never touch the table.
  CREATE INDEX enquiries_view ON enquiries (spam, received_at, status, product, country);
  CREATE INDEX enquiries_unread ON enquiries (received_at) WHERE read_at IS NULL AND spam = 0;
  CREATE TABLE notes (
    id TEXT PRIMARY KEY,
    enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    author TEXT NOT NULL,
    text TEXT NOT NULL
  ) STRICT;
  CREATE INDEX notes_enquiry ON notes (enquiry_id);
  CREATE TABLE history (
    id TEXT PRIMARY KEY,
    enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL
  ) STRICT;
  CREATE INDEX history_enquiry ON history (enquiry_id);
  CREATE VIRTUAL TABLE enquiries_search USING fts5 (
    name, company, email, phone, message, content = 'enquiries', content_rowid = 'rowid', tokenize = 'trigram'
  );
  INSERT INTO enquiries_search (enquiries_search) VALUES ('rebuild');
  CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
    INSERT INTO enquiries_search (rowid, name, company, email, phone, message)
    VALUES (new.rowid, new.name, new.company, new.email, new.phone, new.message);
  END;
  CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
    INSERT INTO enquiries_search (enquiries_search, rowid, name, company, email, phone, message)
    VALUES ('delete', old.rowid, old.name, old.company, old.email, old.phone, old.message);
  END;
