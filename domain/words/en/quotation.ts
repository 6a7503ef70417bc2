import { company } from "../../company.ts";
import type { Translation } from "../translation.ts";

/**
 * The words of a quotation as the buyer reads it: its page, its PDF and the mail that carries it, in
 * the language of the page he wrote from. Each language has a twin in domain/words/<code>/quotation.ts.
 */
export const quotationWords = {
  title: (name: string) => `Quotation ${name}`,
  buyer: "For",
  date: "Date",
  validUntil: "Valid until",
  columns: {
    product: "Product",
    description: "Description",
    quantity: "Quantity",
    unit: "Unit",
    price: "Price per unit",
    amount: "Amount",
  },
  total: "Total",
  incoterm: "Incoterms 2020",
  paymentTerms: "Payment terms",
  leadTime: "Lead time",
  notes: "Notes",
  download: "Download PDF",
  accept: "Accept quotation",
  yourName: "Your name",
  confirm: "I accept this quotation and its terms.",
  accepted: (date: string) => `Accepted on ${date}`,
  acceptedBy: (name: string) => `By ${name}.`,
  expired: "This quotation has expired and can no longer be accepted. Please write to us for a new one.",
  superseded: "This quotation has been replaced by a newer one and can no longer be accepted.",
  seeCurrent: "See the current quotation",
  nameNeeded: "Please write your name to accept the quotation.",
  confirmNeeded: "Please tick the box to confirm that you accept the quotation.",
  foreignOrigin: "Please accept the quotation on its own page.",
  tooMany: "Too many requests from your address. Please try again in a few minutes.",
  subject: (name: string) => `Quotation ${name} from ${company.name}`,
  greeting: (name: string) => `Dear ${name},`,
  message: `thank you for your enquiry. Please find our quotation attached as a PDF. You can also view it online and accept it with one click.`,
  linkLead: "View and accept the quotation:",
  signOff: "Kind regards,",
  labels: { email: "E-mail", phone: "Phone" },
} as const;

export type QuotationWords = Translation<typeof quotationWords>;
