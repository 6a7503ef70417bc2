// For tests of upgrades and restores: a database as the first release wrote it, whatever the schema is now, and
// the same brought to any later schema version as the releases between did.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { databaseFileName, migrations } from "#server/database/database.ts";
import { registerMigrationFunctions } from "#server/database/migration-functions.ts";

/**
 * A database exactly as the first release made it (schema version 1: migration 1 alone), holding `count`
 * enquiries written with that release's columns, every other one already mailed. Returns their ids.
 */
export function versionOneDatabase(dataDir: string, count: number): string[] {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, databaseFileName));
  try {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec(migrations[0] ?? "");
    db.exec("PRAGMA user_version = 1");
    const insert = db.prepare(
      `INSERT INTO enquiries (id, received_at, name, company, email, phone, message, client_ip, user_agent,
         delivery_state, delivery_attempts, next_attempt_at, sent_at)
       VALUES (?, ?, ?, 'Rao Foods', ?, '919876543210', ?, '203.0.113.7', 'Firefox', ?, ?, 0, ?)`,
    );
    return Array.from({ length: count }, (_, n) => {
      const id = `v1-enquiry-${n}`;
      const receivedAt = new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString();
      const sent = n % 2 === 0;
      insert.run(
        id,
        receivedAt,
        `Buyer ${n}`,
        `buyer${n}@example.com`,
        `Quote ${n}`,
        sent ? "sent" : "pending",
        sent ? 1 : 0,
        sent ? receivedAt : null,
      );
      return id;
    });
  } finally {
    db.close();
  }
}

/**
 * A database of an earlier schema version: the first release's, with `count` enquiries, then the migrations up
 * to `version` applied as the releases between applied them (each with its user_version). Returns the ids.
 */
export function databaseAtVersion(dataDir: string, version: number, count: number): string[] {
  const ids = versionOneDatabase(dataDir, count);
  const db = new DatabaseSync(path.join(dataDir, databaseFileName));
  try {
    registerMigrationFunctions(db);
    for (let next = 1; next < version; next++) {
      db.exec(migrations[next] ?? "");
      db.exec(`PRAGMA user_version = ${next + 1}`);
    }
  } finally {
    db.close();
  }
  return ids;
}
