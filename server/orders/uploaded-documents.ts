// Her own documents on an order: uploaded as a PDF or a photo, cleaned before a byte is kept (a PDF rewritten
// without its metadata, pdf-cleaning.ts; a photo through the photos' own checks and processor, so the same
// refusals and no EXIF or GPS left), capped per file and per order, shared with the buyer or not.
import {
  type DocumentKind,
  documentCaps,
  documentLabels,
  megabytes,
} from "#domain/orders/uploaded-documents.ts";
import type { DeskStore } from "../enquiries/desk-store.ts";
import type { Photos } from "../photos/photos.ts";
import { sniff } from "../photos/processing.ts";
import { HttpError } from "../platform/errors.ts";
import type { DocumentFile, DocumentStore, StoredDocument } from "./document-store.ts";
import { type Refusal, refuse } from "./orders.ts";
import { type OrderStore, orderName } from "./store.ts";

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
  /** The enquiry's history, where each change to an order's documents is written, as its milestones are. */
  history: Pick<DeskStore, "record">;
  photos: Pick<Photos, "clean">;
  caps?: { fileBytes: number; orderBytes: number };
}) {
  const { store, orders, history, photos } = parts;
  const caps = parts.caps ?? documentCaps;

  /** "Order VA-…-O1: Certificate of analysis shared with the buyer" in the order's enquiry's history. */
  function record(
    orderId: string,
    document: Pick<StoredDocument, "kind" | "name">,
    what: string,
    author: string,
  ) {
    const order = orders.get(orderId);
    const title = document.kind === "other" ? document.name : documentLabels[document.kind];
    if (order)
      history.record(order.enquiryId, author, "order", `Order ${orderName(order)}: ${title} ${what}`);
  }

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
      const added = store.add(orderId, what, file, author);
      if (!added)
        return refuse("This order already has this document: use 'Replace' on it, or delete it first.");
      record(orderId, added, "uploaded", author);
      return added;
    },

    /** 'Replace': new bytes, shared with the buyer as before. */
    async replace(orderId: string, id: string, upload: Upload, author: string) {
      if (!store.get(orderId, id)) return undefined;
      const file = await clean(upload);
      // Read again after the cleaning's await: it may have been deleted or replaced meanwhile.
      const current = store.get(orderId, id);
      if (!current) return undefined;
      checkRoom(orderId, file.bytes.length, current);
      const replaced = store.replace(orderId, id, file, author);
      if (replaced) record(orderId, replaced, "replaced", author);
      return replaced;
    },

    share(orderId: string, id: string, shared: boolean, author: string) {
      const changed = store.get(orderId, id) && store.share(orderId, id, shared);
      if (changed) record(orderId, changed, shared ? "shared with the buyer" : "no longer shared", author);
      return changed;
    },
    delete(orderId: string, id: string, author: string) {
      const document = store.get(orderId, id);
      const deleted = store.delete(orderId, id);
      if (deleted && document) record(orderId, document, "deleted", author);
      return deleted;
    },
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
