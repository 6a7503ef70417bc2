// The owner's desk: what its pages and the server say to each other, the constants and routes; the shapes are
// types.ts's, from the server's zod schemas. This module imports no contract, so no byte of zod reaches a page
// through it, and the contract (contract.ts) takes its lists from here without a loop of imports.
import { deskPages, signInApi, wrongCredentials } from "./sign-in-paths.ts";

/** Where an enquiry stands in the owner's work, in order. Spam is a separate flag, not a status. */
export const enquiryStatuses = ["new", "replied", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
/** The inbox's Answer filter: not answered yet, waiting past REPLY_TARGET, or answered. */
export const answerFilters = ["waiting", "overdue", "answered"] as const;
export type AnswerFilter = (typeof answerFilters)[number];

/** The merge fields a reply template may use, as {{name}}; anything else is refused when it is saved. */
export const mergeFields = ["name", "company", "product", "reference", "owner"] as const;
export type MergeField = (typeof mergeFields)[number];
/** {{field}}, spaces inside the braces allowed; the field's name is the first group. */
export const mergeFieldPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const inboxQueryKeys = [
  "view",
  "q",
  "status",
  "product",
  "country",
  "source",
  "siteLanguage",
  "answer",
  "from",
  "to",
  "assigned",
  "followUp",
  "page",
] as const;
/** Why a mail naming an enquiry waits in 'Mail to check' instead of being filed into it. */
export const heldReasons = ["sender-not-buyer", "unknown-reference"] as const;
export type HeldReason = (typeof heldReasons)[number];
/** Why a buyer's file was listed but not kept. */
export const refusedReasons = ["size", "enquiry", "total"] as const;
export type RefusedBecause = (typeof refusedReasons)[number];
/** A buyer's attachment larger than this is listed with its name and size, and not kept. */
export const attachmentMaxBytes = 10 * 1024 * 1024;

/**
 * The routes. Public: the auth ones. Everything under /api/desk/ needs a session (401 JSON without one) and,
 * when it changes state, the site's own Origin (403 otherwise).
 */
export const deskApi = {
  ...signInApi,
  me: "/api/desk/me",
  myLanguage: "/api/desk/me/language", // PUT {language} → 204: the person's own desk language
  enquiries: "/api/desk/enquiries", // GET ?InboxQuery → InboxPage
  enquiry: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}`, // GET, PATCH EnquiryChange, DELETE
  notes: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/notes`, // POST {text} → Note
  resend: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/resend`, // POST → 202
  reply: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/reply`, // GET → ReplyDraft; POST ReplyInput → ConversationMail
  quotations: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/quotations`, // GET → Quotations; POST QuotationInput → Quotation
  quotation: (id: string) => `/api/desk/quotations/${encodeURIComponent(id)}`, // PUT QuotationInput → Quotation
  sendQuotation: (id: string) => `/api/desk/quotations/${encodeURIComponent(id)}/send`, // POST → Quotation
  createOrder: (quotationId: string) => `/api/desk/quotations/${encodeURIComponent(quotationId)}/order`, // POST OrderInput → Order
  enquiryOrders: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/orders`, // GET → EnquiryOrders
  orders: "/api/desk/orders", // GET → Orders (the open ones)
  orderFigures: "/api/desk/orders/figures", // GET → OrderFigures
  order: (id: string) => `/api/desk/orders/${encodeURIComponent(id)}`, // GET → Order
  orderMilestones: (id: string) => `/api/desk/orders/${encodeURIComponent(id)}/milestones`, // POST MilestoneInput → Order
  orderPayments: (id: string) => `/api/desk/orders/${encodeURIComponent(id)}/payments`, // POST PaymentInput → Order
  orderPacking: (id: string) => `/api/desk/orders/${encodeURIComponent(id)}/packing`, // PUT PackingInput → Order
  orderBank: (id: string) => `/api/desk/orders/${encodeURIComponent(id)}/bank`, // POST → Order
  // GET → OrderDocuments; POST ?kind=…&name=… with the file's bytes → OrderDocument
  orderDocuments: (id: string) => `/api/desk/orders/${encodeURIComponent(id)}/documents`,
  // GET → its bytes; PUT the new bytes ('Replace'), PATCH { shared }, DELETE
  orderDocument: (id: string, documentId: string) =>
    `/api/desk/orders/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`,
  templates: "/api/desk/templates", // GET → ReplyTemplate[]; POST TemplateInput → ReplyTemplate
  template: (id: string) => `/api/desk/templates/${encodeURIComponent(id)}`, // PUT TemplateInput, DELETE
  attachment: (id: string) => `/api/desk/attachments/${encodeURIComponent(id)}`, // GET → the file
  mailToCheck: "/api/desk/mail-to-check", // GET → MailToCheck
  heldMail: (id: string) => `/api/desk/mail-to-check/${encodeURIComponent(id)}`, // DELETE: discards it
  fileHeldMail: (id: string) => `/api/desk/mail-to-check/${encodeURIComponent(id)}/file`, // POST → {enquiryId}
  exportCsv: "/api/desk/export.csv", // GET ?InboxQuery (page ignored) → text/csv
  overview: "/api/desk/overview", // GET ?weekStart&monthStart → Overview
  sessions: "/api/desk/sessions", // GET → SessionInfo[]; DELETE → ends every other session
  session: (id: string) => `/api/desk/sessions/${encodeURIComponent(id)}`, // DELETE
  passkeys: "/api/desk/passkeys", // GET → PasskeyInfo[]; POST {response, name} → PasskeyInfo
  passkeyOptions: "/api/desk/passkeys/options", // POST → WebAuthn creation options
  passkey: (id: string) => `/api/desk/passkeys/${encodeURIComponent(id)}`, // DELETE
  pushDevices: "/api/desk/push-devices", // GET → PushDevices; POST PushSubscriptionJson → 201 PushDevice
  pushDevice: (id: string) => `/api/desk/push-devices/${encodeURIComponent(id)}`, // DELETE
  people: "/api/desk/people", // GET → People
  assignmentRule: "/api/desk/assignment-rule", // GET → AssignmentRule; PUT AssignmentRule
  notifyChoice: "/api/desk/notify-choice", // GET → NotifyChoice; PUT NotifyChoice
} as const;

export { deskPages, wrongCredentials };
