import type { Translation } from "../translation.ts";

/**
 * The words of an order as the buyer reads it: its page and the mails about its milestones, in the language of
 * the page he wrote from. Each language has a twin in domain/words/<code>/order.ts. The lines' columns, units
 * and contact labels are the quotation's (quotation.ts).
 */
export const orderWords = {
  title: (name: string) => `Order ${name}`,
  documents: {
    proforma: "Proforma invoice",
    "commercial-invoice": "Commercial invoice",
    "packing-list": "Packing list",
  },
  download: {
    proforma: "Download the proforma invoice (PDF)",
    "commercial-invoice": "Download the commercial invoice (PDF)",
    "packing-list": "Download the packing list (PDF)",
  },
  packing: {
    packages: "Packages",
    net: "Net weight (kg)",
    gross: "Gross weight (kg)",
  },
  packedOn: "Packed on",
  orderedOn: "Ordered on",
  expectedShipment: "Expected shipment",
  incoterm: "Incoterms 2020",
  consignee: "Consignee",
  notifyParty: "Notify party",
  paymentTerms: "Payment terms",
  terms: {
    advance: (percent: number) => `${percent}% in advance, the balance against documents`,
    "letter-of-credit": "Letter of credit at sight",
    "cash-against-documents": "Cash against documents",
  },
  progress: "Progress",
  noMilestones: "We will show each step here as your order moves.",
  milestones: {
    confirmed: "Confirmed",
    "advance-received": "Advance received",
    "in-production": "In production",
    packed: "Packed",
    loaded: "Loaded",
    sailed: "Sailed",
    arrived: "Arrived",
    "documents-sent": "Documents sent",
    "paid-in-full": "Paid in full",
  },
  details: {
    amount: "Amount",
    bankReference: "Bank reference",
    container: "Container",
    seal: "Seal",
    vessel: "Vessel",
    voyage: "Voyage",
    billOfLading: "Bill of lading",
    expectedArrival: "Expected arrival",
    courier: "Courier",
    tracking: "Tracking number",
  },
  electronic: "Sent electronically",
  payments: "Payments",
  paid: "Paid",
  outstanding: "Outstanding",
  noPayments: "No payment received yet.",
  bankDetails: "Our bank details",
  bank: {
    accountName: "Account name",
    bank: "Bank",
    account: "Account number or IBAN",
    swift: "SWIFT/BIC",
    ifsc: "IFSC",
    address: "Bank address",
  },
  bankNotEntered: "Please ask us for our bank details by phone.",
  bankWarning:
    "Our bank details never change by mail. This page is where to check them: if a mail or document gives other details, do not pay and call us.",
  /** The warning in a document or a mail, which names the order page's address. */
  bankWarningAt: (url: string) =>
    `Our bank details never change by mail. Check them on your order's page, ${url}: if a mail or document gives other details, do not pay and call us.`,
  bankChanged: (date: string) =>
    `Our bank details for this order changed on ${date}. Pay only into the account shown here.`,
  previousBank: "The earlier bank details, no longer to be used",
  subject: (name: string, step: string) => `Order ${name}: ${step}`,
  mailLead: (name: string, step: string) => `Your order ${name} has a new step: ${step}.`,
  linkLead: "Follow your order, its payments and our bank details on its page:",
  documentsHeading: "Documents",
  noDocuments: "We will add the shipment's documents here as they are ready.",
  downloadFile: "Download",
  uploaded: {
    "certificate-of-analysis": "Certificate of analysis",
    "phytosanitary-certificate": "Phytosanitary certificate",
    "certificate-of-origin": "Certificate of origin",
    "fumigation-certificate": "Fumigation certificate",
    "bill-of-lading": "Bill of lading",
    insurance: "Insurance",
  },
} as const;

export type OrderWords = Translation<typeof orderWords>;
