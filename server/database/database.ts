import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { starterTemplates } from "../../domain/content/reply-templates.ts";
import { countryOfPhone, productOfMessage } from "../enquiries/enquiry-facts.ts";
import { legacyReferenceOf } from "../enquiries/enquiry-reference.ts";

/** A text as an SQL string literal (for the constant texts a migration stores). */
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Schema changes in order; entry i brings the database from user_version i to i + 1.
 * Append new entries; never edit one that has shipped.
 */
export const migrations = [
  `CREATE TABLE enquiries (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    company TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    client_ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    delivery_state TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_state IN ('pending', 'sent')),
    delivery_attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT
  ) STRICT;
  CREATE INDEX enquiries_due ON enquiries (next_attempt_at) WHERE delivery_state = 'pending';`,
  // The owner's desk: owners, their sessions and passkeys, failed sign-ins (lockout), WebAuthn challenges; each
  // enquiry's status, spam flag, read time, derived country and product, notes and history; a trigram index
  // for substring search across all fields.
  `CREATE TABLE owners (
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
  END;`,
  // Search indexing leaves the enquiry's own commit (it cost more than the rest of the insert and doubled the
  // fsync): rows arrive with searchable = 0 and search-index.ts indexes them moments later, and before any
  // search. Only indexed rows are taken out of the index when they are deleted.
  `DROP TRIGGER enquiries_search_insert;
  ALTER TABLE enquiries ADD COLUMN searchable INTEGER NOT NULL DEFAULT 0;
  UPDATE enquiries SET searchable = 1;
  CREATE INDEX enquiries_unsearched ON enquiries (received_at) WHERE searchable = 0;
  DROP TRIGGER enquiries_search_delete;
  CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries WHEN old.searchable = 1 BEGIN
    INSERT INTO enquiries_search (enquiries_search, rowid, name, company, email, phone, message)
    VALUES ('delete', old.rowid, old.name, old.company, old.email, old.phone, old.message);
  END;`,
  // Issue 21: the quote details in their own columns (never parsed out of the message), how the buyer arrived,
  // and the source the desk filters by (utm_source, else the referring host). Older enquiries keep nulls; their
  // product is read again from the message's first line, which may now go on after the colon.
  `ALTER TABLE enquiries ADD COLUMN quote_product TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_quantity REAL CHECK (quote_quantity > 0);
  ALTER TABLE enquiries ADD COLUMN quote_unit TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_port TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_incoterm TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_samples INTEGER CHECK (quote_samples IN (0, 1));
  ALTER TABLE enquiries ADD COLUMN arrival_page TEXT;
  ALTER TABLE enquiries ADD COLUMN arrival_referrer TEXT;
  ALTER TABLE enquiries ADD COLUMN utm_source TEXT;
  ALTER TABLE enquiries ADD COLUMN utm_medium TEXT;
  ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT;
  ALTER TABLE enquiries ADD COLUMN language TEXT;
  ALTER TABLE enquiries ADD COLUMN source TEXT;
  UPDATE enquiries SET product = product_of_message(message) WHERE product IS NULL;
  CREATE INDEX enquiries_source ON enquiries (spam, source, received_at);`,
  // Issue 20, part 5: when each enquiry was first answered, i.e. its first status change (moving past 'new',
  // by hand or by a reply sent from the desk), taken from the history by a trigger so that every way of
  // changing the status sets it. Stored rather than looked up so that the inbox marks and filters overdue
  // enquiries, and the Overview measures answer times, without reading the history. The partial index holds
  // the enquiries still waiting, oldest first: the overdue view and its count walk it alone.
  `ALTER TABLE enquiries ADD COLUMN first_answered_at TEXT;
  UPDATE enquiries SET first_answered_at = (
    SELECT min(h.at) FROM history h WHERE h.enquiry_id = enquiries.id AND h.action = 'status'
  );
  CREATE TRIGGER enquiries_first_answer AFTER INSERT ON history WHEN new.action = 'status' BEGIN
    UPDATE enquiries SET first_answered_at = new.at WHERE id = new.enquiry_id AND first_answered_at IS NULL;
  END;
  CREATE INDEX enquiries_waiting ON enquiries (received_at) WHERE first_answered_at IS NULL AND spam = 0;`,
  // Issue 20, part 4: the devices an owner asked to be notified on, each a Web Push subscription (its
  // endpoint at the browser's push service, and the keys the payload is encrypted to).
  `CREATE TABLE push_devices (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX push_devices_owner ON push_devices (owner_id);`,
  // Issue 20: each enquiry's sequence number and its short reference (VA-7K3F9Q, a bijection of the number,
  // enquiry-reference.ts), given to the enquiries stored before in the order they arrived; the counter hands
  // out the next number and never one twice, even after the newest enquiry is deleted. The seq index only
  // ever grows at its end. Then each enquiry's conversation (mail-queue.ts): the mails we send (the buyer's
  // acknowledgement, the owner's replies), each stored before it is sent and delivered by the outbox, and the
  // buyer's mails received back ('in'). A mail row is written in the transaction of what it belongs to;
  // 'skipped' is a queued mail not sent after all (its enquiry was marked spam meanwhile), with the reason. Recipients compare
  // case-insensitively; Message-IDs are unique, so a received mail's In-Reply-To finds its conversation.
  `ALTER TABLE enquiries ADD COLUMN seq INTEGER;
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
  CREATE INDEX mails_recipient ON mails (kind, recipient, created_at) WHERE state != 'skipped';`,
  // Issue 20: the owner's reply templates (server/desk/templates.ts), with three to start with.
  `CREATE TABLE reply_templates (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  INSERT INTO reply_templates (id, name, body, created_at, updated_at) VALUES ${starterTemplates
    .map(
      ({ name, body }, i) =>
        `('starter-${i + 1}', ${sqlText(name)}, ${sqlText(body)}, strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ'))`,
    )
    .join(", ")};`,
  // Issue 20: the buyers' mails filed from the owner's mailbox (server/incoming-mail/mailbox.ts): their attachments (the
  // file under DATA_DIR/attachments/{id}, none when refused for its size), and where the mailbox was read to
  // (its UIDVALIDITY and the last UID looked at), so a restart resumes there.
  `CREATE TABLE mail_attachments (
    id TEXT PRIMARY KEY,
    mail_id TEXT NOT NULL REFERENCES mails (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    refused INTEGER NOT NULL DEFAULT 0
  ) STRICT;
  CREATE INDEX mail_attachments_mail ON mail_attachments (mail_id);
  CREATE TABLE mailbox_state (
    mailbox TEXT PRIMARY KEY,
    uid_validity TEXT NOT NULL,
    last_uid INTEGER NOT NULL
  ) STRICT;`,
  // The acknowledgement limits live in memory now (server/outgoing-mail/acknowledgement.ts): nothing asks by recipient.
  "DROP INDEX mails_recipient;",
  // Issue 22: the language of the site's page each enquiry was sent from (en, ar, es, fr, ru), which its answers
  // and the buyer's mails use; beside `language`, the browser's. Every enquiry before came from an English page.
  `ALTER TABLE enquiries ADD COLUMN site_language TEXT NOT NULL DEFAULT 'en';`,
  // Issue 27: references nobody can compute. Each database's own key (32 bytes from SQLite's randomblob, a
  // ChaCha20 generator seeded by the operating system), kept here so a backup carries it; enquiries numbered
  // before it keep their references (enquiry-reference.ts). Then the mails that name an enquiry but may not be
  // filed into it by themselves (the sender is not its buyer, or the reference names none): held, with the
  // reason and the enquiry they named, for the owner to file or discard ('Mail to check'); `from_buyer` says
  // whether a filed mail came from the buyer's own address (null: filed before this was known).
  `CREATE TABLE reference_key (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    key BLOB NOT NULL CHECK (length(key) = 32),
    keyed_from INTEGER NOT NULL
  ) STRICT;
  INSERT INTO reference_key (only, key, keyed_from) SELECT 1, randomblob(32), seq + 1 FROM enquiry_counter;
  ALTER TABLE mails ADD COLUMN held_reason TEXT CHECK (held_reason IN ('sender-not-buyer', 'unknown-reference'));
  ALTER TABLE mails ADD COLUMN held_enquiry_id TEXT REFERENCES enquiries (id) ON DELETE SET NULL;
  ALTER TABLE mails ADD COLUMN from_buyer INTEGER;
  CREATE INDEX mails_held ON mails (created_at) WHERE held_reason IS NOT NULL;`,
];

export const databaseFileName = "enquiries.db";
/** The user_version of an up-to-date database. */
export const schemaVersion = migrations.length;

/** Opens (creating if needed) the enquiry database in dataDir and brings its schema up to date. */
export function openDatabase(dataDir: string): DatabaseSync {
  // Enquiries are personal data: a new data folder is readable by this user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The owner's CLI may read while the server writes: wait for a lock rather than fail at once.
  const db = new DatabaseSync(path.join(dataDir, databaseFileName), { timeout: 5000 });
  try {
    // Durability: in WAL mode every commit appends to the -wal file. With synchronous=NORMAL a commit
    // survives a crash of this process (the bytes are in the OS page cache) but not a power cut or kernel
    // crash; FULL fsyncs the WAL on each commit, so an acknowledged enquiry survives those too. Enquiries
    // are few and rate-limited, and each is a possible sale, so one fsync (a few ms) per insert is cheap.
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
    // Migrations 2 and 4 derive the country and product of the enquiries already stored, 5 their references.
    db.function(
      "country_of_phone",
      { deterministic: true },
      (phone) => countryOfPhone(String(phone))?.iso2 ?? null,
    );
    db.function(
      "product_of_message",
      { deterministic: true },
      (message) => productOfMessage(String(message))?.slug ?? null,
    );
    db.function("reference_of", { deterministic: true }, (seq) => legacyReferenceOf(Number(seq)));
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Runs a write that may be lost on a power cut without harm (it is redone or not needed), committing without
 * its own fsync: the next durable commit syncs it along. Enquiries themselves are never written this way.
 */
export function withoutFsync<T>(db: DatabaseSync, write: () => T): T {
  db.exec("PRAGMA synchronous = NORMAL");
  try {
    return write();
  } finally {
    db.exec("PRAGMA synchronous = FULL");
  }
}

/**
 * Runs work in one write transaction (taken at once, so writers queue rather than deadlock); all or nothing.
 * Inside a transaction already, the work joins it (a reply's status change commits with the reply).
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    // SQLite may have rolled back already (a full disk, say).
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** Applies the missing migrations, each in its own write transaction, so two starting processes cannot race. */
function migrate(db: DatabaseSync): void {
  const applyNext = () => {
    const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
    if (version > migrations.length) {
      throw new Error(`The database has schema version ${version}; this code knows ${migrations.length}.`);
    }
    const next = migrations[version];
    if (next === undefined) return false;
    db.exec(next);
    db.exec(`PRAGMA user_version = ${version + 1}`);
    return true;
  };
  while (transaction(db, applyNext));
}
