// A document's file name in a download's Content-Disposition: letters, digits, spaces, dots, dashes and
// underscores only (no quote, slash, semicolon or line break can reach the header), its extension the kept
// type's, an ASCII fallback for old clients and the UTF-8 name (RFC 6266) for the rest.
import type { DocumentMediaType } from "#domain/orders/uploaded-documents.ts";

const extensionOf: Record<DocumentMediaType, string> = { "application/pdf": "pdf", "image/jpeg": "jpg" };

/** The name without its folders or extension, cleaned; "document" when nothing is left. */
function safeBase(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{M}\p{N} ._-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 100)
    .trim();
  return base || "document";
}

export function attachmentDisposition(name: string, mediaType: DocumentMediaType): string {
  const full = `${safeBase(name)}.${extensionOf[mediaType]}`;
  const ascii = full.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}
