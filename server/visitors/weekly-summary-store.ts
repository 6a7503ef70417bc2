// The only SQL on weekly_summary_owners and weekly_summaries: which owners asked for the weekly summary, and each
// summary composed for an owner and week with its delivery state. One row per owner and week (the primary key),
// so the summary is composed once however often the scheduler runs, and the outbox retries it until it is sent.
import type { DatabaseSync } from "node:sqlite";

export type WeeklySummaryRow = {
  ownerId: string;
  week: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attempts: number;
};

export type WeeklySummaryStore = ReturnType<typeof createWeeklySummaryStore>;

export function createWeeklySummaryStore(db: DatabaseSync) {
  const selectOn = db.prepare("SELECT 1 FROM weekly_summary_owners WHERE owner_id = ?");
  const turnOn = db.prepare(
    "INSERT INTO weekly_summary_owners (owner_id, since) VALUES (?, ?) ON CONFLICT DO NOTHING",
  );
  const turnOff = db.prepare("DELETE FROM weekly_summary_owners WHERE owner_id = ?");
  // The owners who asked for it and have no summary of this week yet.
  const selectWaiting = db.prepare(`SELECT o.id, o.email FROM weekly_summary_owners w
    JOIN owners o ON o.id = w.owner_id
    WHERE NOT EXISTS (SELECT 1 FROM weekly_summaries s WHERE s.owner_id = w.owner_id AND s.week = ?)
    ORDER BY o.email`);
  const insert = db.prepare(`INSERT INTO weekly_summaries
    (owner_id, week, recipient, subject, text, html, message_id, queued_at, next_attempt_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const selectDue = db.prepare(`SELECT owner_id AS ownerId, week, recipient, subject, text, html,
      message_id AS messageId, attempts
    FROM weekly_summaries WHERE state = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`);
  const selectNextDue = db.prepare(
    "SELECT min(next_attempt_at) AS at FROM weekly_summaries WHERE state = 'queued'",
  );
  const updateSent = db.prepare(
    "UPDATE weekly_summaries SET state = 'sent', sent_at = ?, attempts = attempts + 1 WHERE owner_id = ? AND week = ?",
  );
  const updateFailed = db.prepare(`UPDATE weekly_summaries
    SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE owner_id = ? AND week = ?`);

  return {
    isOn: (ownerId: string) => selectOn.get(ownerId) !== undefined,
    set(ownerId: string, on: boolean, at: string) {
      if (on) turnOn.run(ownerId, at);
      else turnOff.run(ownerId);
    },
    /** The owners to compose this week's summary for. */
    waiting: (week: string) => selectWaiting.all(week) as { id: string; email: string }[],
    queue(row: Omit<WeeklySummaryRow, "attempts">, at: Date) {
      insert.run(
        row.ownerId,
        row.week,
        row.recipient,
        row.subject,
        row.text,
        row.html,
        row.messageId,
        at.toISOString(),
        at.getTime(),
      );
    },
    due: (atMs: number, limit: number) => selectDue.all(atMs, limit) as WeeklySummaryRow[],
    nextDueAt: () => (selectNextDue.get() as { at: number | null }).at ?? undefined,
    markSent: (row: WeeklySummaryRow, at: string) => void updateSent.run(at, row.ownerId, row.week),
    markFailed: (row: WeeklySummaryRow, error: string, nextAttemptAt: number) =>
      void updateFailed.run(error, nextAttemptAt, row.ownerId, row.week),
  };
}
