import type { DatabaseSync } from "node:sqlite";
import { withoutFsync } from "../database/database.ts";
import type { Master } from "./processing.ts";

export type StoredPhoto = { id: string; width: number; height: number };

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/** The owner's photos' cleaned masters: the only SQL on `photos`. */
export function createPhotoStore(db: DatabaseSync, now: () => Date = () => new Date()) {
  const upsert = db.prepare(
    `INSERT INTO photos (id, width, height, master, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET uploaded_by = excluded.uploaded_by, uploaded_at = excluded.uploaded_at`,
  );
  const selectOne = db.prepare("SELECT id, width, height FROM photos WHERE id = ?");
  const selectMaster = db.prepare("SELECT master FROM photos WHERE id = ?");
  const selectAll = db.prepare("SELECT id, width, height, uploaded_at AS uploadedAt FROM photos");
  const deleteOne = db.prepare("DELETE FROM photos WHERE id = ?");

  return {
    /** Keeps a master; the same photo uploaded again is the same row, its upload time renewed. */
    add(master: Master, by: string): StoredPhoto {
      // Without its own fsync: a master's megabytes synced on the server's one thread would hold up every
      // request meanwhile. The draft's save that names the photo is synced, and with it the log before it.
      withoutFsync(db, () =>
        upsert.run(master.id, master.width, master.height, master.bytes, by, now().toISOString()),
      );
      return { id: master.id, width: master.width, height: master.height };
    },

    get(id: string): StoredPhoto | undefined {
      const row = selectOne.get(id) as StoredPhoto | undefined;
      return row && { ...row };
    },

    master(id: string): Buffer | undefined {
      const row = selectMaster.get(id) as { master: Uint8Array } | undefined;
      return row && Buffer.from(row.master);
    },

    /** Every photo, with when it was last uploaded (the sweep's grace for one not yet in the draft). */
    all: () => (selectAll.all() as (StoredPhoto & { uploadedAt: string })[]).map((row) => ({ ...row })),

    delete(id: string): void {
      deleteOne.run(id);
    },
  };
}
