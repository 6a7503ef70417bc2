import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { databaseFile } from "../support/desk-helpers.ts";

/**
 * The e2e server's data folder outlives a run. Failed sign-ins of an earlier run (the lockout tests make some)
 * would count towards this run's per-address lockout, so each run starts with none on record.
 */
export default function globalSetup(): void {
  if (!existsSync(databaseFile)) return;
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sign_in_failures'").get();
    if (table) db.exec("DELETE FROM sign_in_failures");
  } finally {
    db.close();
  }
}
