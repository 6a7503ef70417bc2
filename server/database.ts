import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

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
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Applies the missing migrations, each in its own write transaction, so two starting processes cannot race. */
function migrate(db: DatabaseSync): void {
  for (;;) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
      if (version > migrations.length) {
        throw new Error(`The database has schema version ${version}; this code knows ${migrations.length}.`);
      }
      const next = migrations[version];
      if (next !== undefined) {
        db.exec(next);
        db.exec(`PRAGMA user_version = ${version + 1}`);
      }
      db.exec("COMMIT");
      if (next === undefined) return;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
