import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { registerMigrationFunctions } from "./migration-functions.ts";

/**
 * The schema changes in order, as numbered files in migrations/: NNN-name.sql brings the database from
 * user_version NNN - 1 to NNN. Their text is fixed (the data they store written out in them) and the functions
 * they call are frozen (migration-functions.ts), so a shipped migration always does what it did: add a file,
 * never edit one.
 */
const migrationsDir = path.join(import.meta.dirname, "migrations");
export const migrations: readonly string[] = readdirSync(migrationsDir)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file, i) => {
    if (!file.startsWith(`${String(i + 1).padStart(3, "0")}-`)) {
      throw new Error(`Migration ${file} is out of sequence: expected number ${i + 1}.`);
    }
    return readFileSync(path.join(migrationsDir, file), "utf8");
  });

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
    // Migrations 2 and 4 derive the country and product of the enquiries already stored, 7 their references.
    registerMigrationFunctions(db);
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
