import { unlink } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { HeldReason } from "../../domain/desk/api.ts";
import { transaction } from "../database/database.ts";
import { type AttachmentRow, withAttachments } from "./received-mail.ts";

export type HeldMails = ReturnType<typeof createHeldMails>;

/**
 * 'Mail to check': the mails that named an enquiry but were not filed by themselves (received-mail.ts routes
 * them here). The owner files each into the enquiry it named, or discards it; nothing else reads them.
 */
export function createHeldMails(db: DatabaseSync, dataDir: string) {
  const folder = path.join(dataDir, "attachments");
  const selectHeld = db.prepare(
    `SELECT m.id, m.sender, m.created_at AS at, m.subject, m.text, m.held_reason AS reason,
       e.id AS enquiryId, e.reference, e.name, e.company
     FROM mails m LEFT JOIN enquiries e ON e.id = m.held_enquiry_id
     WHERE m.held_reason IS NOT NULL ORDER BY m.created_at DESC, m.rowid DESC`,
  );
  const selectHeldAttachments = db.prepare(
    `SELECT a.id, a.mail_id AS mailId, a.name, a.size, a.refused FROM mail_attachments a
     JOIN mails m ON m.id = a.mail_id WHERE m.held_reason IS NOT NULL ORDER BY a.rowid`,
  );
  const countHeld = db.prepare("SELECT count(*) AS n FROM mails WHERE held_reason IS NOT NULL");
  const selectOneHeld = db.prepare(
    "SELECT held_enquiry_id AS enquiryId, sender FROM mails WHERE id = ? AND held_reason IS NOT NULL",
  );
  const releaseHeld = db.prepare(
    `UPDATE mails SET enquiry_id = held_enquiry_id, held_reason = NULL, held_enquiry_id = NULL, from_buyer = 0
     WHERE id = ?`,
  );
  const selectFilesOfMail = db.prepare("SELECT id FROM mail_attachments WHERE mail_id = ? AND refused = 0");
  const deleteHeld = db.prepare("DELETE FROM mails WHERE id = ? AND held_reason IS NOT NULL");

  return {
    /** The mails held for the owner to check, newest first, with the enquiry each named. */
    list() {
      const mails = (
        selectHeld.all() as {
          id: string;
          sender: string;
          at: number;
          subject: string;
          text: string;
          reason: HeldReason;
          enquiryId: string | null;
          reference: string | null;
          name: string | null;
          company: string | null;
        }[]
      ).map(({ enquiryId, reference, name, company, at, ...mail }) => ({
        ...mail,
        at: new Date(at).toISOString(),
        enquiry: enquiryId
          ? { id: enquiryId, reference: reference ?? "", name: name ?? "", company: company ?? "" }
          : null,
      }));
      return withAttachments(mails, selectHeldAttachments.all() as AttachmentRow[]);
    },

    count: () => (countHeld.get() as { n: number }).n,

    /**
     * Files a held mail into the enquiry it named, as the owner decided (it stays marked as not from the
     * buyer). Its enquiry and sender; "no-enquiry" when it named none; undefined when there is no such mail.
     */
    file(id: string): { enquiryId: string; sender: string } | "no-enquiry" | undefined {
      return transaction(db, () => {
        const row = selectOneHeld.get(id) as { enquiryId: string | null; sender: string } | undefined;
        if (!row) return undefined;
        if (row.enquiryId === null) return "no-enquiry" as const;
        releaseHeld.run(id);
        return { enquiryId: row.enquiryId, sender: row.sender };
      });
    },

    /** Removes a held mail and its files for good; false when there is no such held mail. */
    async discard(id: string): Promise<boolean> {
      const files = (selectFilesOfMail.all(id) as { id: string }[]).map((row) => path.join(folder, row.id));
      if (deleteHeld.run(id).changes === 0) return false;
      await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
      return true;
    },
  };
}
