import { deskLanguage } from "#domain/desk/desk-language.ts";
import type { QuoteUnit } from "#domain/enquiry/quote.ts";

const english = {
  open: "Quotation",
  close: "Close",
  lines: "Lines",
  columns: {
    product: "Product",
    description: "Description",
    quantity: "Quantity",
    unit: "Unit",
    price: "Price per unit",
    amount: "Amount",
  },
  /**
   * The units a line is quoted in, by their codes, which are their English names (the buyer's enquiry form's
   * words are not imported: the Overview, which shows none, would load them).
   */
  units: {
    kg: "kg",
    MT: "MT",
    "20 ft containers": "20 ft containers",
    "40 ft containers": "40 ft containers",
  } as Record<QuoteUnit, string>,
  lineLabel: (n: number) => `Line ${n}`,
  addLine: "Add line",
  removeLine: "Remove line",
  terms: "Terms",
  currency: "Currency",
  incoterm: "Incoterm",
  port: "Port",
  validUntil: "Valid until",
  paymentTerms: "Payment terms",
  leadTime: "Lead time",
  notes: "Notes",
  message: "Message",
  messageHint:
    "The mail's text, in the buyer's language; the link to the quotation and your contacts follow it.",
  total: "Total",
  notANumber: "–",
  save: "Save draft",
  send: "Send quotation",
  sending: "Sending…",
  revise: "Revise",
  saved: "The draft is saved.",
  sent: "The quotation is sent. The buyer will find it in his mail, with its PDF and its page.",
  /** The quotations in the enquiry's conversation. */
  listHeading: "Quotations",
  states: { draft: "Draft", sent: "Sent", superseded: "Superseded", expired: "Expired" },
  viewed: "Viewed",
  notViewed: "Not viewed yet",
  accepted: "Accepted",
  acceptedBy: (name: string) => `by ${name}`,
  buyerPage: "Buyer's page",
  /** Beside the link: why opening it herself is safe. */
  buyerPageHint: "Your own look at it is not counted as the buyer's view.",
  /** The sent quotation in full, as the buyer has it. */
  document: "Lines, terms and notes",
  language: "Language",
  deliveryTerms: "Delivery",
  /** Each visit of the buyer to his page, not only the first. */
  views: "Views by the buyer",
  viewCount: (n: number) => (n === 1 ? "1 view" : `${n} views`),
  viewedFrom: (country: string) => `from ${country}`,
  viewsHint:
    "A view is the buyer's browser opening the page; opens within half an hour of the last are one view. Link scanners and your own looks are not counted.",
  edit: "Edit draft",
  inLanguage: (language: string) => `In ${language}`,
  /** The Overview's card. */
  overview: {
    heading: "Quotations this month",
    quoted: "On offer (current quotations sent)",
    accepted: "Accepted",
    share: "Accepted of those sent",
    shareOf: (percent: string, accepted: string, of: string) => `${percent} (${accepted} of ${of})`,
    median: "Median time from enquiry to quotation",
    none: "None yet",
  },
};

export type DeskQuotationWords = typeof english;

/** The desk's words for quotations: the form on an enquiry, and their states in its conversation; in the desk's language. */
export const deskQuotationWords: DeskQuotationWords =
  deskLanguage === "ar" ? (await import("./quotation-words.ar.ts")).arabic : english;
