// The activity log's rows (who did what, when, from where): the only SQL on activity.
import type { DatabaseSync } from "node:sqlite";
import type { ActivityAction } from "#domain/desk/activity-api.ts";

export type ActivityRow = {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  accountId: string | null;
  email: string;
  action: ActivityAction;
  subject: string;
  ip: string;
  userAgent: string;
};

export type ActivityStore = ReturnType<typeof createActivityStore>;

const columns = `id, at, account_id AS accountId, email, action, subject, ip, user_agent AS userAgent`;

export function createActivityStore(db: DatabaseSync) {
  const insert = db.prepare(
    `INSERT INTO activity (id, at, account_id, email, action, subject, ip, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Newest first; rows of the same millisecond by the order they were written in (an id's bits after its
  // millisecond are random).
  const page = db.prepare(`SELECT ${columns} FROM activity ORDER BY at DESC, rowid DESC LIMIT ? OFFSET ?`);
  const all = db.prepare(`SELECT ${columns} FROM activity ORDER BY at DESC, rowid DESC`);
  const count = db.prepare("SELECT count(*) AS n FROM activity");
  const deleteBefore = db.prepare("DELETE FROM activity WHERE at < ?");

  return {
    add(row: ActivityRow): void {
      insert.run(row.id, row.at, row.accountId, row.email, row.action, row.subject, row.ip, row.userAgent);
    },
    page: (limit: number, offset: number) => page.all(limit, offset) as ActivityRow[],
    all: () => all.all() as ActivityRow[],
    count: () => (count.get() as { n: number }).n,
    /** Deletes the rows older than `at` (milliseconds); returns how many. */
    deleteBefore: (at: number) => Number(deleteBefore.run(at).changes),
  };
}
