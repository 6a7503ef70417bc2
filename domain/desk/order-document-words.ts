// The names of an order's document kinds and states on the desk, apart from order-words.ts: only the order's
// page shows them, and the English names come with the buyer's English words (domain/words/en/order.ts), which
// no other desk page should carry.
import { documentLabels, documentStateLabels } from "../orders/uploaded-documents.ts";
import { deskLanguage } from "./desk-language.ts";

const english = { kinds: documentLabels, states: documentStateLabels };

export type OrderDocumentWords = typeof english;

/** In the desk's language; the server names documents in English (domain/desk/desk-language.ts). */
export const orderDocumentWords: OrderDocumentWords =
  deskLanguage === "ar" ? (await import("./order-document-words.ar.ts")).arabic : english;
