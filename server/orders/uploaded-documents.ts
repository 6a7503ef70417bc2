// Her own documents on an order: uploaded as a PDF or a photo, cleaned before a byte is kept (a PDF rewritten
// without its metadata, pdf-cleaning.ts; a photo through the photos' own checks and processor, so the same
// refusals and no EXIF or GPS left), capped per file and per order, shared with the buyer or not.
import { type DocumentKind, documentCaps, megabytes } from "#domain/orders/uploaded-documents.ts";
import type { Photos } from "../photos/photos.ts";
import { sniff } from "../photos/processing.ts";
import { HttpError } from "../platform/errors.ts";
import type { DocumentFile, DocumentStore, StoredDocument } from "./document-store.ts";
import { type Refusal, refuse } from "./orders.ts";
import type { OrderStore } from "./store.ts";

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;

/** An upload as the route read it. */
export type Upload = { bytes: Buffer; declaredType: string; fileName: string };

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/** The file's name as she sees it in the desk: one line, no folder, not too long. */
const keptName = (name: string) =>
  name
    .replace(/^.*[\\/]/, "")
    .replace(/\p{Cc}/gu, "")
    .slice(0, 200);

export function createOrderDocuments(parts: {
  store: DocumentStore;
  orders: Pick<OrderStore, "get">;
  photos: Pick<Photos, "clean">;
  caps?: { fileBytes: number; orderBytes: number };
}) {
  const { store, orders, photos } = parts;
  const caps = parts.caps ?? documentCaps;

  /** What is kept of an upload: a PDF by its first bytes, else a photo as the photos take it. */
  async function clean({ bytes, declaredType, fileName }: Upload): Promise<DocumentFile> {
    const content = sniff(bytes);
    const name = keptName(fileName);
    if (content === "pdf") {
      // pdf-lib is loaded by the first PDF, not at every start of the server.
      const { cleanPdf } = await import("./pdf-cleaning.ts");
      return { bytes: await cleanPdf(bytes), mediaType: "application/pdf", fileName: name };
    }
    if (content === "unknown")
      throw new HttpError(
        415,
        "This file is neither a PDF nor a photo we can read. Upload the document as a PDF, or a photo of it as JPEG, PNG or WebP.",
      );
    const saysPdf = declaredType.toLowerCase().startsWith("application/pdf") || extensionOf(name) === "pdf";
    if (saysPdf)
      throw new HttpError(
        415,
        `This file's content is a ${content.toUpperCase()} image but it was sent as a PDF. Save the document again as PDF, or upload the photo as JPEG.`,
      );
    const master = await photos.clean(bytes, declaredType, name);
    return { bytes: master.bytes, mediaType: "image/jpeg", fileName: name };
  }

  /** The order's cap, counting what it keeps without the document being replaced. */
  function checkRoom(orderId: string, adding: number, replacing?: StoredDocument) {
    const used = store.usedBytes(orderId) - (replacing?.size ?? 0);
    if (used + adding > caps.orderBytes)
      throw new HttpError(
        413,
        `This order's documents would take more than ${megabytes(caps.orderBytes)}, the most an order keeps (${megabytes(used)} already). Delete a document it no longer needs, or upload a smaller copy.`,
      );
  }

  return {
    caps,

    /** Undefined when there is no such order. */
    list(orderId: string) {
      if (!orders.get(orderId)) return undefined;
      return { documents: store.ofOrder(orderId), usedBytes: store.usedBytes(orderId), caps };
    },

    /** Refusals (HttpError) keep nothing; a second document of one kind (and name) is a 409. */
    async upload(
      orderId: string,
      what: { kind: DocumentKind; name: string },
      upload: Upload,
      author: string,
    ): Promise<StoredDocument | Refusal | undefined> {
      if (!orders.get(orderId)) return undefined;
      const file = await clean(upload);
      checkRoom(orderId, file.bytes.length);
      return (
        store.add(orderId, what, file, author) ??
        refuse("This order already has this document: use 'Replace' on it, or delete it first.")
      );
    },

    /** 'Replace': new bytes, shared with the buyer as before. */
    async replace(orderId: string, id: string, upload: Upload, author: string) {
      if (!store.get(orderId, id)) return undefined;
      const file = await clean(upload);
      // Read again after the cleaning's await: it may have been deleted or replaced meanwhile.
      const current = store.get(orderId, id);
      if (!current) return undefined;
      checkRoom(orderId, file.bytes.length, current);
      return store.replace(orderId, id, file, author);
    },

    share: (orderId: string, id: string, shared: boolean) =>
      store.get(orderId, id) && store.share(orderId, id, shared),
    delete: (orderId: string, id: string) => store.delete(orderId, id),
    file: (orderId: string, id: string) => store.file(orderId, id),

    /** What the buyer's page lists: the documents she shared, oldest first. */
    shared: (orderId: string) => store.ofOrder(orderId).filter((d) => d.shared),
    /** A shared document's bytes for the buyer; undefined for any other (unshared, another order's, unknown). */
    sharedFile(orderId: string, id: string) {
      const document = store.get(orderId, id);
      const file = document?.shared ? store.file(orderId, id) : undefined;
      return document && file && { document, file };
    },
  };
}
