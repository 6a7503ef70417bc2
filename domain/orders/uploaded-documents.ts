// Her own documents on an order (the certificates, the bill of lading, the insurance): the kinds the export
// procedures ask for, each uploaded once as a PDF or a photo, and one of her own naming as often as she needs.
// The desk lists every kind with its state; the buyer's page lists only those she shared.

import { orderWords } from "../words/en/order.ts";

export const documentKinds = [
  "certificate-of-analysis",
  "phytosanitary-certificate",
  "certificate-of-origin",
  "fumigation-certificate",
  "bill-of-lading",
  "insurance",
  "other",
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The desk's names for them, exactly as the owner knows them: the buyer's English ('other' carries her name). */
export const documentLabels: Record<Exclude<DocumentKind, "other">, string> = orderWords.uploaded;

/** What is kept: a PDF as cleaned, a photo (JPEG, PNG, WebP) as the photos' cleaned JPEG master. */
export const documentMediaTypes = ["application/pdf", "image/jpeg"] as const;
export type DocumentMediaType = (typeof documentMediaTypes)[number];

export const documentStates = ["to-get", "uploaded", "shared"] as const;
export type DocumentState = (typeof documentStates)[number];

export const documentStateLabels: Record<DocumentState, string> = {
  "to-get": "To get",
  uploaded: "Uploaded",
  shared: "Shared with the buyer",
};

/**
 * The caps (docs/orders.md): a scanned certificate is well under 15 MB, and an order's set of a dozen such
 * under 100 MB; every byte is in the database and in each of its backups.
 */
export const documentCaps = { fileBytes: 15 * 1024 * 1024, orderBytes: 100 * 1024 * 1024 } as const;

/** The longest name she may give a document of her own. */
export const documentNameMax = 80;

/** "15 MB", "0.4 MB": a size as the refusals and the desk say it. */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? Number(mb.toFixed(1)) : Math.round(mb)} MB`;
}
