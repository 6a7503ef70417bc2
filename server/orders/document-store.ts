import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { DocumentKind, DocumentMediaType } from "#domain/orders/uploaded-documents.ts";

export type StoredDocument = {
  id: string;
  orderId: string;
  kind: DocumentKind;
  name: string;
  fileName: string;
  mediaType: DocumentMediaType;
  size: number;
  shared: boolean;
  uploadedAt: string;
};

/** A document's bytes as cleaned, with what it is. */
export type DocumentFile = { bytes: Buffer; mediaType: DocumentMediaType; fileName: string };

export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** 128 random bits, hex: the buyer's download address holds it, so it is never derived from anything. */
const newDocumentId = () => randomBytes(16).toString("hex");

const columns = `id, order_id AS orderId, kind, name, file_name AS fileName, media_type AS mediaType, size, shared,
  uploaded_at AS uploadedAt`;

/** Her documents on the orders, bytes and all: the only SQL on `order_documents`. */
export function createDocumentStore(db: DatabaseSync, now: () => Date) {
  const ofOrder = db.prepare(
    `SELECT ${columns} FROM order_documents WHERE order_id = ? ORDER BY uploaded_at, id`,
  );
  const one = db.prepare(`SELECT ${columns} FROM order_documents WHERE order_id = ? AND id = ?`);
  const file = db.prepare(
    "SELECT bytes, media_type AS mediaType, file_name AS fileName FROM order_documents WHERE order_id = ? AND id = ?",
  );
  const used = db.prepare("SELECT coalesce(sum(size), 0) AS used FROM order_documents WHERE order_id = ?");
  const insert = db.prepare(
    `INSERT INTO order_documents (id, order_id, kind, name, file_name, media_type, bytes, size, shared, uploaded_at,
       uploaded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT (order_id, kind, name) DO NOTHING`,
  );
  const replace = db.prepare(
    `UPDATE order_documents SET file_name = ?, media_type = ?, bytes = ?, size = ?, uploaded_at = ?, uploaded_by = ?
     WHERE order_id = ? AND id = ?`,
  );
  const share = db.prepare("UPDATE order_documents SET shared = ? WHERE order_id = ? AND id = ?");
  const remove = db.prepare("DELETE FROM order_documents WHERE order_id = ? AND id = ?");

  /** A file's columns as both writes take them: name, type, bytes, size, and when. */
  const kept = (file: DocumentFile) =>
    [file.fileName, file.mediaType, file.bytes, file.bytes.length, now().toISOString()] as const;

  const row = (r: unknown): StoredDocument => {
    const d = r as Omit<StoredDocument, "shared"> & { shared: number };
    return { ...d, shared: d.shared === 1 };
  };

  return {
    ofOrder: (orderId: string) => ofOrder.all(orderId).map(row),
    get(orderId: string, id: string): StoredDocument | undefined {
      const r = one.get(orderId, id);
      return r && row(r);
    },
    file(orderId: string, id: string): DocumentFile | undefined {
      const r = file.get(orderId, id) as
        | { bytes: Uint8Array; mediaType: DocumentMediaType; fileName: string }
        | undefined;
      return r && { ...r, bytes: Buffer.from(r.bytes) };
    },
    /** The bytes an order's documents take. */
    usedBytes: (orderId: string) => (used.get(orderId) as { used: number }).used,

    /** A new document; undefined when the order already has one of this kind (and name). */
    add(
      orderId: string,
      what: { kind: DocumentKind; name: string },
      file: DocumentFile,
      author: string,
    ): StoredDocument | undefined {
      const id = newDocumentId();
      const { changes } = insert.run(id, orderId, what.kind, what.name, ...kept(file), author);
      return changes > 0 ? this.get(orderId, id) : undefined;
    },

    /** New bytes for a document, its sharing as it was. */
    replace(orderId: string, id: string, file: DocumentFile, author: string): StoredDocument | undefined {
      replace.run(...kept(file), author, orderId, id);
      return this.get(orderId, id);
    },

    share(orderId: string, id: string, shared: boolean): StoredDocument | undefined {
      share.run(shared ? 1 : 0, orderId, id);
      return this.get(orderId, id);
    },

    delete: (orderId: string, id: string) => remove.run(orderId, id).changes > 0,
  };
}
