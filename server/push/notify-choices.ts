// Which new enquiries a person hears about, by push and by mail (issue 41, part 4): all of them, or only those
// assigned to them (an enquiry assigned to nobody reaches everyone). The only SQL on notify_choices.
import type { DatabaseSync } from "node:sqlite";
import type { notifyChoices } from "#domain/desk/assignment-contract.ts";

export type NotifyOf = (typeof notifyChoices)[number];

export type NotifyChoices = ReturnType<typeof createNotifyChoices>;

/** A person who never chose hears of the enquiries assigned to them, and of those assigned to nobody. */
export const defaultNotifyOf: NotifyOf = "assigned";

export function createNotifyChoices(db: DatabaseSync) {
  const select = db.prepare("SELECT notify_of AS notifyOf FROM notify_choices WHERE owner_id = ?");
  const upsert = db.prepare(
    `INSERT INTO notify_choices (owner_id, notify_of) VALUES (?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET notify_of = excluded.notify_of`,
  );
  const everything = db.prepare(
    "SELECT n.owner_id AS id, o.email FROM notify_choices n JOIN owners o ON o.id = n.owner_id WHERE n.notify_of = 'all'",
  );
  return {
    of(ownerId: string): NotifyOf {
      const row = select.get(ownerId) as { notifyOf: NotifyOf } | undefined;
      return row?.notifyOf ?? defaultNotifyOf;
    },
    set: (ownerId: string, notifyOf: NotifyOf) => void upsert.run(ownerId, notifyOf),
    /** The people who asked to hear of every new enquiry. */
    wantingAll: () => everything.all() as { id: string; email: string }[],
  };
}
