// The desk's words for orders ('Orders', an order's page, 'Create order'). The English names of the milestones and
// payment terms are domain/orders/milestones.ts's, which the server's mails and refusals use too; the documents'
// are order-document-words.ts's.
import type { BankField } from "../orders/bank-details.ts";
import { type MilestoneField, milestoneLabels, paymentTermLabels } from "../orders/milestones.ts";
import { deskLanguage } from "./desk-language.ts";

const english = {
  heading: "Orders",
  intro: "Open orders, by the step each waits for; overdue ones first, then those whose proceeds are due.",
  none: "No open orders. An accepted quotation's 'Create order' makes one.",
  columns: {
    order: "Order",
    buyer: "Buyer",
    next: "Next step",
    shipment: "Expected shipment",
    total: "Total",
    outstanding: "Outstanding",
  },
  overdue: "Overdue",
  proceedsDue: (date: string) => `Proceeds due by ${date}`,
  done: "Paid in full",
  milestoneNames: milestoneLabels,
  paymentTermNames: paymentTermLabels,
  /** An advance's terms on the order's page: "Advance 30%, the balance against documents". */
  advanceTerms: (percent: number) =>
    `${paymentTermLabels.advance} ${percent}%, the balance against documents`,
  create: "Create order",
  newHeading: (quotation: string) => `New order from quotation ${quotation}`,
  newIntro:
    "Its lines, currency, Incoterm and port are the accepted quotation's, exactly. The bank details published in the Site section go with it.",
  /** Between the total and the Incoterm in the new order's introduction. */
  comma: ", ",
  fields: {
    buyerCompany: "Buyer's company",
    consignee: "Consignee",
    notifyParty: "Notify party",
    paymentTerms: "Payment terms",
    advancePercent: "Advance percentage",
    advanceHint: "The balance is paid against documents.",
    expectedShipment: "Expected shipment date",
  },
  enquiryOrders: "Orders",
  noOrders: "No order yet.",
  back: "All orders",
  notFound: "There is no such order. It may have been deleted with its enquiry.",
  enquiry: "Enquiry",
  quotation: "From quotation",
  buyerPage: "Buyer's page",
  buyerPageHint: "What the buyer sees: send him this link, or let the milestones' mails do it.",
  facts: {
    incoterm: "Incoterm and port",
    language: "Buyer's language",
    created: "Created",
  },
  lines: {
    heading: "Lines",
    product: "Product",
    quantity: "Quantity",
    unit: "Unit",
    price: "Price",
    amount: "Amount",
  },
  money: {
    total: "Total",
    paid: "Paid",
    outstanding: "Outstanding",
    realisationDue: "Proceeds to be realised by",
    followUp: "Follow up from",
  },
  milestones: {
    heading: "Milestones",
    none: "No milestone yet.",
    record: "Record a milestone",
    kind: "Milestone",
    on: "Date",
    mailBuyer: "Mail the buyer",
    mailed: "buyer mailed",
    submit: "Record milestone",
    recorded: "Milestone recorded.",
    documentsHint: "Leave courier and tracking number empty when the documents went electronically.",
  },
  details: {
    amount: "Amount received",
    bankReference: "Bank reference",
    container: "Container number",
    seal: "Seal number",
    vessel: "Vessel",
    voyage: "Voyage",
    billOfLading: "Bill of lading number",
    expectedArrival: "Expected arrival",
    courier: "Courier",
    tracking: "Tracking number",
  } satisfies Record<MilestoneField, string>,
  sailedOn: "The date is the departure date, which is the bill of lading date.",
  packing: {
    heading: "Packing",
    intro: "Each line's packages and weights, as the commercial invoice and the packing list show them.",
    packedHint:
      "Enter each line's packages and weights: the commercial invoice and the packing list take them.",
    packages: "Packages",
    packageKind: "What they are",
    packageKindExample: "bags of 25 kg",
    net: "Net weight (kg)",
    gross: "Gross weight (kg)",
    total: "Total",
    change: "Change the packing",
    submit: "Save packing",
    saved: "Packing saved.",
  },
  documents: {
    heading: "Documents",
    proforma: "Proforma invoice",
    commercialInvoice: "Commercial invoice",
    packingList: "Packing list",
    hint: "In the buyer's language, as his page offers them.",
    afterPacked: "The commercial invoice and the packing list come once the goods are marked 'Packed'.",
  },
  payments: {
    heading: "Payments",
    none: "No payment recorded.",
    record: "Record a payment",
    amount: (currency: string) => `Amount (${currency})`,
    on: "Date received",
    reference: "Bank reference",
    submit: "Record payment",
    recorded: "Payment recorded.",
  },
  bank: {
    heading: "Bank details",
    intro: "The buyer's page shows these, as they stood when the order was made.",
    none: "No bank details were entered in the Site section when this order was made.",
    changedOn: (date: string) => `Changed to new bank details on ${date}.`,
    newPublished:
      "The Site section has new bank details. This order keeps its own until you confirm the change; the buyer's page will then show it, with its date.",
    use: "Use the new bank details",
    used: "The order now has the new bank details.",
    labels: {
      accountName: "Account name",
      bank: "Bank",
      account: "Account number or IBAN",
      swift: "SWIFT/BIC",
      ifsc: "IFSC",
      address: "Bank address",
    } satisfies Record<BankField, string>,
  },
  uploads: {
    intro: (file: string, order: string) =>
      `A PDF or a photo (JPEG, PNG or WebP) of each, up to ${file} each and ${order} for the order. What is kept has no metadata: no author in a PDF, no GPS or camera in a photo. The buyer sees only those you share.`,
    used: (used: string, cap: string) => `${used} of ${cap} used.`,
    file: "PDF or photo",
    upload: "Upload",
    replace: "Replace",
    replacement: "New file",
    share: "Share with the buyer",
    unshare: "Stop sharing",
    delete: "Delete",
    other: "Add another document",
    name: "Document name",
    uploadedOn: (date: string) => `uploaded ${date}`,
    done: {
      uploaded: "Document uploaded.",
      replaced: "Document replaced.",
      shared: "Shared with the buyer: it is on the buyer's page.",
      unshared: "No longer shared with the buyer.",
      deleted: "Document deleted.",
    },
    noFile: "Choose a file first.",
  },
  figures: {
    heading: "Orders",
    shipped: "Shipped this month",
    paid: "Paid this month",
    outstanding: "Outstanding, oldest first",
    none: "None",
    since: (date: string) => `since ${date}`,
  },
};

export type DeskOrderWords = typeof english;

/** In the desk's language; the server reads English (domain/desk/desk-language.ts). */
export const deskOrderWords: DeskOrderWords =
  deskLanguage === "ar" ? (await import("./order-words.ar.ts")).arabic : english;
