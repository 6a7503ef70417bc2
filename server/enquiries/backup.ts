import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { databaseFileName, schemaVersion } from "../database/database.ts";
import { countEnquiries } from "./enquiry-store.ts";

export type DatabaseCopy = { file: string; schemaVersion: number; enquiries: number };

// The columns every schema version has had since the first; a file without them is not an enquiry database.
const firstColumns = ["id", "received_at", "name", "email", "message", "delivery_state", "sent_at"];
// SQLite's online backup copies this many pages per step; when another connection writes between two steps it
// starts over. One step copies everything under one read transaction: a consistent snapshot that writers, in
// WAL mode, never wait for.
const allPages = 2 ** 31 - 1;

/** Reads what a copy holds, or throws a message the owner can act on when it is not a usable database. */
export function inspectCopy(file: string): DatabaseCopy {
  try {
    accessSync(file, constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === "ENOENT"
        ? `${file} does not exist.`
        : `${file} cannot be read by this user (${code}): put it where the data folder's owner can read it.`,
    );
  }
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    db.prepare("PRAGMA schema_version").get();
  } catch {
    throw new Error(`${file} is not an SQLite database.`);
  }
  try {
    const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
    const columns = new Set(
      (db.prepare("SELECT name FROM pragma_table_info('enquiries')").all() as { name: string }[]).map(
        (column) => column.name,
      ),
    );
    if (version < 1 || !firstColumns.every((column) => columns.has(column))) {
      throw new Error(`${file} is not an enquiries database (no enquiries table of a known schema).`);
    }
    if (version > schemaVersion) {
      throw new Error(
        `${file} has schema version ${version}, newer than this code knows (${schemaVersion}): update the code first.`,
      );
    }
    const check = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    if (check.length !== 1 || check[0]?.integrity_check !== "ok") {
      throw new Error(`${file} is damaged: ${check.map((row) => row.integrity_check).join("; ")}`);
    }
    return { file, schemaVersion: version, enquiries: countEnquiries(db) };
  } finally {
    db.close();
  }
}

/** Writes the file's bytes to disk before it is renamed into place, so a power cut leaves old or new, never half. */
function flush(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A consistent copy of the live database in `target` (one self-contained file, readable by its owner only),
 * taken with SQLite's online backup: the server keeps answering and storing enquiries meanwhile.
 */
export async function backupDatabase(dataDir: string, target: string): Promise<DatabaseCopy> {
  const live = path.join(dataDir, databaseFileName);
  if (!existsSync(live)) throw new Error(`There is no database in ${path.resolve(dataDir)} (DATA_DIR).`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new DatabaseSync(live, { readOnly: true, timeout: 5_000 });
  try {
    await backup(source, partial, { rate: allPages });
    const copy = new DatabaseSync(partial);
    // A plain rollback-journal file: the copy needs no -wal or -shm beside it.
    copy.exec("PRAGMA journal_mode = DELETE");
    copy.close();
    chmodSync(partial, 0o600);
    flush(partial);
    const facts = inspectCopy(partial);
    renameSync(partial, target);
    return { ...facts, file: target };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

/** Fails unless no other process (the server) has the database open: a restore under it would be lost. */
function ensureNotInUse(live: string): void {
  if (!existsSync(live)) return;
  const db = new DatabaseSync(live, { timeout: 0 });
  try {
    // An exclusive lock cannot be had while any other connection is open on a WAL database.
    db.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;");
  } catch {
    throw new Error("The database is in use: stop the server first (sudo systemctl stop agro-site).");
  } finally {
    // The last connection to close checkpoints the WAL into the database file.
    db.close();
  }
}

export type Restored = DatabaseCopy & { keptAside: string | undefined };

/**
 * Puts a copy made by backupDatabase in place of the database in dataDir (the server stopped), after checking
 * it. The current database is kept aside, renamed with the time, never deleted. The server upgrades an older
 * schema when it starts.
 */
export function restoreDatabase(dataDir: string, source: string, now = new Date()): Restored {
  const facts = inspectCopy(source);
  const live = path.join(dataDir, databaseFileName);
  ensureNotInUse(live);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const incoming = `${live}.restoring`;
  copyFileSync(source, incoming);
  chmodSync(incoming, 0o600);
  flush(incoming);
  let keptAside: string | undefined;
  if (existsSync(live)) {
    const stamp = now
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    keptAside = path.join(dataDir, `enquiries-before-restore-${stamp}.db`);
    renameSync(live, keptAside);
    // A -wal left by a crash belongs to the file kept aside; the restored copy must not replay it.
    for (const suffix of ["-wal", "-shm"]) {
      if (existsSync(live + suffix)) renameSync(live + suffix, keptAside + suffix);
    }
  }
  renameSync(incoming, live);
  return { ...facts, file: live, keptAside };
}
