// The shapes of what the desk's pages and the server say to each other, as types inferred from the server's zod
// schemas (contract.ts, security-contract.ts, quotation-contract.ts): imported as types only, so no byte of zod
// reaches a page.
import type { z } from "zod";
import type * as activity from "./activity-contract.ts";
import type { inboxQueryKeys } from "./api.ts";
import type * as assignment from "./assignment-contract.ts";
import type * as campaigns from "./campaign-contract.ts";
import type * as contract from "./contract.ts";
import type * as orderContract from "./order-contract.ts";
import type * as quotationContract from "./quotation-contract.ts";
import type * as security from "./security-contract.ts";
import type * as team from "./team-contract.ts";
import type * as visitors from "./visitors-contract.ts";

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
/** A quotation as the desk shows it; GET /api/desk/enquiries/:id/quotations answers them with the form's start. */
export type Quotation = z.output<typeof quotationContract.quotation>;
export type Quotations = z.output<typeof quotationContract.quotations>;
export type QuotationFigures = z.output<typeof quotationContract.quotationFigures>;
/** An order as the desk shows it (GET /api/desk/orders/:id), and in lists (GET /api/desk/orders). */
export type Order = z.output<typeof orderContract.order>;
export type OrderSummary = z.output<typeof orderContract.orderSummary>;
export type Orders = z.output<typeof orderContract.orders>;
export type EnquiryOrders = z.output<typeof orderContract.enquiryOrders>;
export type OrderFigures = z.output<typeof orderContract.orderFigures>;
export type OrderInput = z.input<typeof orderContract.orderInput>;
export type MilestoneInput = z.input<typeof orderContract.milestoneInput>;
export type PaymentInput = z.input<typeof orderContract.paymentInput>;
export type PackingInput = z.input<typeof orderContract.packingInput>;
/** Her documents on an order (GET /api/desk/orders/:id/documents). */
export type OrderDocument = z.output<typeof orderContract.orderDocument>;
export type OrderDocuments = z.output<typeof orderContract.orderDocuments>;
/** POST /api/desk/enquiries/:id/quotations, PUT /api/desk/quotations/:id */
export type QuotationInput = z.input<typeof quotationContract.quotationInput>;
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

/** The inbox query's keys in the page's URL (api.ts) are the query's own fields: a wrong one fails the type check. */
type KeysOf<Keys extends keyof InboxQuery> = Keys;
export type InboxQueryKey = KeysOf<(typeof inboxQueryKeys)[number]>;
/** GET /api/desk/visitors */
export type VisitorsReport = z.output<typeof visitors.visitorsReport>;
export type VisitorsQuery = z.output<typeof visitors.visitorsQuery>;
/** GET /api/desk/campaign-links */
export type CampaignLinks = z.output<typeof campaigns.campaignLinks>;
export type CampaignLink = z.output<typeof campaigns.campaignLink>;
/** POST /api/desk/campaign-links */
export type CampaignLinkInput = z.input<typeof campaigns.campaignLinkInput>;
/** PUT /api/desk/campaign-links/:id */
export type CampaignLinkChange = z.input<typeof campaigns.campaignLinkChange>;
/** GET and PUT /api/desk/weekly-summary */
export type WeeklySummarySetting = z.output<typeof campaigns.weeklySummarySetting>;
/** GET /api/desk/team */
export type Team = z.output<typeof team.team>;
export type Person = z.output<typeof team.person>;
export type PendingInvitation = z.output<typeof team.pendingInvitation>;
/** POST /api/desk/team/invitations */
export type InvitationInput = z.input<typeof team.invitationInput>;
/** POST /api/auth/invitation */
export type InvitationFacts = z.output<typeof team.invitationFacts>;
/** GET /api/auth/setup */
export type SetupState = z.output<typeof team.setupState>;
/** GET /api/desk/people */
export type People = z.output<typeof assignment.people>;
export type Assignee = z.output<typeof assignment.person>;
/** GET and PUT /api/desk/assignment-rule */
export type AssignmentRule = z.output<typeof assignment.assignmentRule>;
/** GET and PUT /api/desk/notify-choice */
export type NotifyChoice = z.output<typeof assignment.notifyChoice>;
export type FollowUpInput = z.input<typeof assignment.followUpInput>;
/** GET /api/desk/activity */
export type ActivityPage = z.output<typeof activity.activityPage>;
export type ActivityEntry = z.output<typeof activity.activityEntry>;
