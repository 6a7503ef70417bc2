import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

// The server's file and table (server/database/database.ts): DATA_DIR/enquiries.db, table enquiries.
const databaseFile = "enquiries.db";

export type EnquiryRow = {
  id: string;
  message: string;
  clientIp: string;
  deliveryState: string;
  deliveryAttempts: number;
};

/** Runs `read` on a read-only connection, so a test never changes what it checks. */
function query<T>(dataDir: string, empty: T, read: (db: DatabaseSync) => T): T {
  const file = path.join(dataDir, databaseFile);
  if (!existsSync(file)) return empty;
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every stored enquiry with its delivery state, oldest first. */
export function readEnquiries(dataDir: string): EnquiryRow[] {
  return query(
    dataDir,
    [],
    (db) =>
      db
        .prepare(
          `SELECT id, message, client_ip AS clientIp, delivery_state AS deliveryState, delivery_attempts AS deliveryAttempts
           FROM enquiries ORDER BY rowid`,
        )
        .all() as EnquiryRow[],
  );
}

export function countEnquiries(dataDir: string): number {
  return query(
    dataDir,
    0,
    (db) => (db.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number }).n,
  );
}
