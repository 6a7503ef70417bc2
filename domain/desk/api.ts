// The owner's desk: what its pages and the server say to each other. The shapes are the server's zod schemas
// (contract.ts), imported here as types only; this module adds its few constants and no byte of zod to a page.
import type { z } from "zod";
import type * as contract from "./contract.ts";
import type { AnswerFilter, EnquiryStatus, HeldReason, MergeField, RefusedBecause } from "./rules.ts";
import type * as security from "./security-contract.ts";
import { deskPages, signInApi, wrongCredentials } from "./sign-in-paths.ts";

export type MailState = z.output<typeof contract.mailState>;
export type EnquirySummary = z.output<typeof contract.enquirySummary>;
export type EnquiryDetail = z.output<typeof contract.enquiryDetail>;
export type QuoteRequest = z.output<typeof contract.quoteRequest>;
export type Arrival = z.output<typeof contract.arrival>;
export type Note = z.output<typeof contract.note>;
export type HistoryEntry = z.output<typeof contract.historyEntry>;
/** GET /api/desk/enquiries/:id */
export type EnquiryRecord = z.output<typeof contract.enquiryRecord>;
export type ConversationMail = z.output<typeof contract.conversationMail>;
export type ReplyTemplate = z.output<typeof contract.replyTemplate>;
/** POST /api/desk/templates, PUT /api/desk/templates/:id */
export type TemplateInput = z.input<typeof contract.templateInput>;
/** GET /api/desk/enquiries/:id/reply */
export type ReplyDraft = z.output<typeof contract.replyDraft>;
/** POST /api/desk/enquiries/:id/reply */
export type ReplyInput = z.input<typeof contract.replyInput>;
/** The inbox view, as it stands in the desk page's URL and in the API's query string (same names). */
export type InboxQuery = z.output<typeof contract.inboxQuery>;
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
  "page",
] as const satisfies readonly (keyof InboxQuery)[];
/** GET /api/desk/enquiries */
export type InboxPage = z.output<typeof contract.inboxPage>;
/** PATCH /api/desk/enquiries/:id body: any of these. */
export type EnquiryChange = z.input<typeof contract.enquiryChange>;
/** GET /api/desk/overview?weekStart&monthStart */
export type Overview = z.output<typeof contract.overview>;
export type ReceivedMail = z.output<typeof contract.receivedMail>;
export type MailAttachment = z.output<typeof contract.mailAttachment>;
export type HeldMail = z.output<typeof contract.heldMail>;
/** GET /api/desk/mail-to-check */
export type MailToCheck = z.output<typeof contract.mailToCheck>;
/** A buyer's attachment larger than this is listed with its name and size, and not kept. */
export const attachmentMaxBytes = 10 * 1024 * 1024;
/** GET /api/desk/me */
export type Me = z.output<typeof contract.me>;
/** GET /api/desk/sessions */
export type SessionInfo = z.output<typeof security.sessionInfo>;
/** GET /api/desk/passkeys */
export type PasskeyInfo = z.output<typeof security.passkeyInfo>;
/** GET /api/desk/push-devices: the server's VAPID public key and the owner's notified devices. */
export type PushDevices = z.output<typeof security.pushDevices>;
export type PushDevice = z.output<typeof security.pushDevice>;
/** POST /api/desk/push-devices body. */
export type PushSubscriptionJson = z.input<typeof security.pushSubscription>;
/** POST /api/desk/passkeys/options and /api/auth/passkey/options: for the browser's passkey prompt. */
export type PasskeyCreationOptions = z.output<typeof security.passkeyCreationOptions>;
export type PasskeyRequestOptions = z.output<typeof security.passkeyRequestOptions>;
/** POST /api/auth/sign-in and /api/auth/passkey/verify */
export type SignedIn = z.output<typeof security.signedIn>;

/**
 * The routes. Public: the auth ones. Everything under /api/desk/ needs a session (401 JSON without one) and,
 * when it changes state, the site's own Origin (403 otherwise).
 */
export const deskApi = {
  ...signInApi,
  me: "/api/desk/me",
  enquiries: "/api/desk/enquiries", // GET ?InboxQuery → InboxPage
  enquiry: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}`, // GET, PATCH EnquiryChange, DELETE
  notes: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/notes`, // POST {text} → Note
  resend: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/resend`, // POST → 202
  reply: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/reply`, // GET → ReplyDraft; POST ReplyInput → ConversationMail
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
} as const;

export {
  answerFilters,
  enquiryStatuses,
  heldReasons,
  mergeFieldPattern,
  mergeFields,
  refusedReasons,
} from "./rules.ts";
export type { AnswerFilter, EnquiryStatus, HeldReason, MergeField, RefusedBecause };
export { deskPages, wrongCredentials };
