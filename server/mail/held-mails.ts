import { unlink } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../database/database.ts";
import { withAttachments } from "./received-mail.ts";
import { createHeldMailRows } from "./store.ts";

export type HeldMails = ReturnType<typeof createHeldMails>;

/**
 * 'Mail to check': the mails that named an enquiry but were not filed by themselves (received-mail.ts routes
 * them here). The owner files each into the enquiry it named, or discards it; nothing else reads them.
 */
export function createHeldMails(db: DatabaseSync, dataDir: string) {
  const folder = path.join(dataDir, "attachments");
  const held = createHeldMailRows(db);

  return {
    /** The mails held for the owner to check, newest first, with the enquiry each named. */
    list() {
      const mails = held.all().map(({ enquiryId, reference, name, company, at, ...mail }) => ({
        ...mail,
        at: new Date(at).toISOString(),
        enquiry: enquiryId
          ? { id: enquiryId, reference: reference ?? "", name: name ?? "", company: company ?? "" }
          : null,
      }));
      return withAttachments(mails, held.attachments());
    },

    count: held.count,

    /**
     * Files a held mail into the enquiry it named, as the owner decided (it stays marked as not from the
     * buyer). Its enquiry and sender; "no-enquiry" when it named none; undefined when there is no such mail.
     */
    file(id: string): { enquiryId: string; sender: string } | "no-enquiry" | undefined {
      return transaction(db, () => {
        const row = held.one(id);
        if (!row) return undefined;
        if (row.enquiryId === null) return "no-enquiry" as const;
        held.release(id);
        return { enquiryId: row.enquiryId, sender: row.sender };
      });
    },

    /** Removes a held mail and its files for good; false when there is no such held mail. */
    async discard(id: string): Promise<boolean> {
      const files = held.storedAttachmentIds(id).map((file) => path.join(folder, file));
      if (!held.remove(id)) return false;
      await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
      return true;
    },
  };
}
