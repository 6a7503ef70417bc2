// The owner's side of the API as zod schemas: the server validates requests and serializes answers with them,
// describes them in its OpenAPI document, and the desk's client takes its types from them (domain/desk/api.ts,
// type-only imports: no byte of zod reaches a page through this file). The Security page's and sign-in's
// schemas are security-contract.ts.
import { z } from "zod";
import { incoterms, quoteUnits } from "../enquiry/quote.ts";
import { type Lang, langCodes } from "../i18n.ts";
import {
  answerFilters,
  enquiryStatuses,
  heldReasons,
  mergeFieldPattern,
  mergeFields,
  refusedReasons,
} from "./api.ts";
import { followUp, followUpInput, person } from "./assignment-contract.ts";
import { deskLanguages } from "./desk-language.ts";
import { quotationFigures } from "./quotation-contract.ts";
import { roles } from "./roles.ts";

/** The site's languages (domain/i18n.ts). */
const siteLanguage = z.enum(langCodes as [Lang, ...Lang[]]);

/** An instant, as ISO 8601 in UTC. */
export const instant = z.string().describe("ISO 8601, UTC");

export const mailState = z
  .enum(["queued", "sent", "failed"])
  .describe(
    "The notification mail: waiting for its first attempt, delivered, or failed at least once and retrying",
  );

/** A row of the inbox. */
export const enquirySummary = z.object({
  id: z.string(),
  receivedAt: instant,
  name: z.string(),
  company: z.string(),
  email: z.string(),
  country: z
    .object({ iso2: z.string(), name: z.string() })
    .nullable()
    .describe("From the phone number's dial code; null when no country matches"),
  product: z
    .object({ slug: z.string(), title: z.string() })
    .nullable()
    .describe(
      "The quote's Product (a catalogue product, or slug 'other'); for enquiries without one, the product its " +
        "message's 'Enquiry about …:' line names; null when none",
    ),
  status: z.enum(enquiryStatuses),
  spam: z.boolean(),
  read: z.boolean(),
  mail: mailState,
  answeredAt: instant
    .nullable()
    .describe(
      "First answered: its first status change (moving past 'new', or the first reply); null while waiting",
    ),
  overdue: z.boolean().describe("Not spam, unanswered, and waiting longer than REPLY_TARGET"),
  siteLanguage: siteLanguage.describe(
    "The language of the site's page it was sent from (its answers and the buyer's mails use it)",
  ),
  assignee: person.nullable().describe("The person it is assigned to; null: nobody"),
  followUp: followUp.nullable().describe("When to follow it up; null when no day is set"),
});

/** The optional quote details the buyer filled in; null when none. */
export const quoteRequest = z.object({
  product: z.object({ slug: z.string(), title: z.string() }).nullable(),
  quantity: z.number().nullable(),
  unit: z.enum(quoteUnits).nullable(),
  port: z.string().nullable().describe("Destination port, as the buyer typed it"),
  incoterm: z.enum(incoterms).nullable(),
  samples: z.boolean().nullable().describe("Asked for samples; null when not said"),
});

/** How the buyer arrived (each value as the page reported it, cut and cleaned: text, never markup). */
export const arrival = z.object({
  page: z.string().nullable().describe("Path of the visit's first page"),
  referrer: z.string().nullable().describe("Host of the site that sent the buyer; null when none or unknown"),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  language: z.string().nullable().describe("First tag of the browser's Accept-Language"),
  source: z
    .string()
    .nullable()
    .describe(
      "The visit's source as the visitors' counting names it (a campaign, search engine, site or Direct)",
    ),
  country: z
    .string()
    .nullable()
    .describe("The visit's country (ISO 3166-1 alpha-2, lower case), from its address"),
});

/** One enquiry with every field. */
export const enquiryDetail = enquirySummary.extend({
  reference: z.string().describe("VA-7K3F9Q: the reference the buyer was given"),
  quote: quoteRequest.nullable(),
  arrival,
  phone: z.string().describe("Digits only, dial code first, as the form sends it"),
  message: z.string(),
  mailAttempts: z.number().int(),
  mailError: z.string().nullable().describe("The last delivery error, while the mail is failing"),
  sentAt: instant.nullable().describe("When the mail was delivered"),
});

export const note = z.object({ id: z.string(), at: instant, author: z.string(), text: z.string() });

/** One change to an enquiry: who did what, when; `detail` is a short sentence ("Status: new → quoted"). */
export const historyEntry = z.object({
  id: z.string(),
  at: instant,
  actor: z.string(),
  action: z.string(),
  detail: z.string(),
});

/** One mail of an enquiry's conversation: sent from the desk or by the site, or received from the buyer. */
export const conversationMail = z.object({
  id: z.string(),
  direction: z.enum(["out", "in"]),
  kind: z.enum(["acknowledgement", "reply", "received"]),
  at: instant.describe("When it was written (stored) or received"),
  author: z
    .string()
    .nullable()
    .describe("The owner who wrote a reply; null for automatic and received mails"),
  to: z.string(),
  subject: z.string(),
  text: z.string().describe("The plain-text part, as text: never rendered as HTML"),
  state: z
    .enum(["queued", "sent", "retrying", "skipped", "received"])
    .describe(
      "Waiting for its first attempt, accepted by the mail server, failed and retrying, not sent, received",
    ),
  reason: z.string().nullable().describe("Why it is retrying (the last error) or was not sent"),
  sentAt: instant.nullable(),
});

/** A file that came with a buyer's mail: downloadable unless it was refused. */
export const mailAttachment = z.object({
  id: z.uuid(),
  name: z.string().describe("The file name the sender gave, without any path"),
  size: z.number().int().describe("Bytes"),
  refused: z
    .enum(refusedReasons)
    .nullable()
    .describe(
      "Why it was listed but not kept: larger than 10 MB, the enquiry's share (ENQUIRY_ATTACHMENTS_MAX) or the store (ATTACHMENTS_MAX) full; null: kept",
    ),
});

/** A mail received in the owner's mailbox and filed into the enquiry's conversation. */
export const receivedMail = z.object({
  id: z.string(),
  sender: z.string().describe('The From header, one line: "Name <address>"'),
  at: instant.describe("When it reached the owner's mailbox"),
  subject: z.string(),
  text: z.string().describe("The text part (HTML reduced to text): never rendered as HTML"),
  fromBuyer: z
    .boolean()
    .nullable()
    .describe("Whether it came from the buyer's own address; null for mails filed before this was checked"),
  attachments: z.array(mailAttachment),
});

/** A mail that named an enquiry but was not filed into it by itself: the owner files or discards it. */
export const heldMail = receivedMail.omit({ fromBuyer: true }).extend({
  reason: z
    .enum(heldReasons)
    .describe("The sender is not the buyer of the enquiry it names, or its reference names no enquiry"),
  enquiry: z
    .object({ id: z.string(), reference: z.string(), name: z.string(), company: z.string() })
    .nullable()
    .describe("The enquiry its reference names; null when it names none"),
});

/** GET /api/desk/mail-to-check */
export const mailToCheck = z.object({ mails: z.array(heldMail).describe("Newest first") });

export const enquiryRecord = z.object({
  enquiry: enquiryDetail,
  notes: z.array(note),
  history: z.array(historyEntry),
  received: z.array(receivedMail).describe("The buyer's mails filed from the owner's mailbox, oldest first"),
  conversation: z.array(conversationMail).describe("Oldest first"),
});

/** One line of text: a control character (CR, LF, …) would let it break out of a mail header. */
const oneLineText = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, "Write it on one line.");

export const templateInput = z.strictObject({
  name: oneLineText(100, "Give the template a name."),
  body: z
    .string()
    .trim()
    .min(1, "Write the template's text.")
    .max(10_000)
    .superRefine((body, context) => {
      const unknown = [...body.matchAll(mergeFieldPattern)]
        .map((match) => match[1] ?? "")
        .filter((field) => !(mergeFields as readonly string[]).includes(field));
      if (unknown.length > 0) {
        context.addIssue({
          code: "custom",
          message: `Unknown merge field ${[...new Set(unknown)].map((f) => `{{${f}}}`).join(", ")}. Use ${mergeFields.map((f) => `{{${f}}}`).join(", ")}.`,
        });
      }
    }),
});

export const replyTemplate = z.object({ id: z.string(), name: z.string(), body: z.string() });

/** What the composer starts from: the buyer, the subject, and each template filled in for this enquiry. */
export const replyDraft = z.object({
  to: z.object({ name: z.string(), address: z.string() }),
  subject: z.string(),
  templates: z.array(replyTemplate),
});

export const replyInput = z.strictObject({
  subject: oneLineText(200, "Write a subject."),
  body: z.string().trim().min(1, "Write the reply first.").max(20_000),
});

export const attachmentParams = z.object({ id: z.uuid() });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.");
/** An empty query field means no filter: a plain GET form sends every field, filled or not. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal("").transform(() => undefined), schema], {
      // Say what the field needs, not that "" was not given either.
      error: (issue) => (issue.code === "invalid_union" ? issue.errors[1]?.[0]?.message : undefined),
    })
    .optional();

/** The inbox view, as it stands in the desk page's URL and in the API's query string (same names). */
export const inboxQuery = z.object({
  view: optionalField(z.enum(["inbox", "spam"])),
  q: optionalField(z.string().max(200)),
  status: optionalField(z.enum(enquiryStatuses)),
  product: optionalField(z.string().max(100).describe("Product slug, or 'other'")),
  source: optionalField(
    z
      .string()
      .trim()
      .max(253)
      .describe("utm_source, else the referring site's host (google.com); matched whole, case-insensitive"),
  ),
  country: optionalField(
    z
      .string()
      .regex(/^[a-z]{2}$/)
      .describe("ISO 3166 alpha-2, lower case"),
  ),
  siteLanguage: optionalField(siteLanguage.describe("The language of the site's page it was sent from")),
  answer: optionalField(
    z
      .enum(answerFilters)
      .describe(
        "waiting: not answered yet; overdue: waiting longer than REPLY_TARGET; answered: moved past new or replied to",
      ),
  ),
  from: optionalField(day.describe("Inclusive, UTC")),
  to: optionalField(day.describe("Inclusive, UTC")),
  assigned: optionalField(
    z.enum(["mine", "unassigned"]).describe("mine: assigned to the signed-in person; unassigned: to nobody"),
  ),
  followUp: optionalField(
    z.enum(["due"]).describe("due: its follow-up day is today or earlier (OWNER_TIME_ZONE), soonest first"),
  ),
  page: optionalField(z.coerce.number().int().min(1).max(100_000).describe("1-based")),
});

export const inboxPage = z.object({
  items: z.array(enquirySummary),
  total: z.number().int().describe("Enquiries in the view; for a search at most 1,000 (then `capped`)"),
  capped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int().describe("Unread enquiries in the inbox (spam excluded), whatever the filters"),
  products: z
    .array(z.object({ slug: z.string(), title: z.string() }))
    .describe("The site's published products, in the owner's order: the choices of the product filter"),
});

/** Where the Overview's two periods begin: the owner's own Monday and first of the month (the page sends them). */
export const overviewQuery = z.object({
  weekStart: z.iso.datetime({ offset: true }).optional().describe("Default: this Monday, 00:00 UTC"),
  monthStart: z.iso
    .datetime({ offset: true })
    .optional()
    .describe("Default: the first of this month, 00:00 UTC"),
});

/** Answered within a time: `answered` of `of`, the enquiries answered or already waiting longer than it. */
const share = z.object({ answered: z.number().int(), of: z.number().int() });

/** The enquiries received since a moment (spam excluded) and how fast they were answered. */
const period = z.object({
  from: instant,
  enquiries: z.number().int(),
  answered: z.number().int(),
  medianMs: z
    .number()
    .nullable()
    .describe("Median time to first answer of the answered ones; null when none"),
  within1h: share,
  within24h: share,
});

const tally = <T extends z.ZodType>(key: T) => z.array(z.object({ key, count: z.number().int() }));

export const overview = z.object({
  replyTargetMs: z.number().int().describe("REPLY_TARGET: waiting longer than this is overdue"),
  overdue: z.number().int().describe("Enquiries overdue now, whenever received (spam excluded)"),
  week: period,
  month: period,
  byStatus: tally(z.enum(enquiryStatuses)).describe(
    "This month's enquiries by status, in the statuses' order",
  ),
  byProduct: tally(z.object({ slug: z.string(), title: z.string() }).nullable()).describe(
    "This month's enquiries by product, most first; null: no product named",
  ),
  byCountry: tally(z.object({ iso2: z.string(), name: z.string() }).nullable()).describe(
    "This month's enquiries by country, most first; null: country unknown",
  ),
  quotations: quotationFigures,
});

export const enquiryChange = z.strictObject({
  status: z.enum(enquiryStatuses).optional(),
  spam: z.boolean().optional(),
  read: z.boolean().optional(),
  assigneeId: z.string().nullable().optional().describe("The person to assign it to; null: nobody"),
  followUp: followUpInput.nullable().optional().describe("null: no follow-up"),
});

export const languageChoice = z.strictObject({
  language: z.enum(deskLanguages, "Choose English or Arabic."),
});

export const noteText = z.strictObject({ text: z.string().trim().min(1, "Write the note first.").max(5000) });

export const me = z.object({
  email: z.string(),
  role: z.enum(roles).describe("What the signed-in person may do: the desk shows only that"),
  language: z.enum(deskLanguages).describe("The language the person reads the desk in"),
  unread: z.number().int(),
  toCheck: z.number().int().describe("Mails waiting in 'Mail to check'"),
  mailboxDownSince: instant
    .nullable()
    .describe("Since when the owner's mailbox (IMAP_URL) cannot be read; null while it can, or without IMAP"),
});

/** An id in a path: enquiries and sessions (UUIDs), passkeys (a credential id in base64url, up to 1,023 bytes). */
export const idParams = z.object({
  id: z.string().regex(/^[\w-]{1,1400}$/, "An id is 1 to 1,400 letters, digits, - or _."),
});
