// The desk's view of the enquiries: the inbox's pages, one enquiry with its notes, history and conversation,
// and the owner's changes, each recorded. The only SQL on notes and history; the enquiries' rows come from the
// enquiries store, the conversation from the mail room (server/mail/conversation.ts), given.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { findCountry } from "#domain/countries/country-list.ts";
import type {
  ConversationMail,
  EnquiryChange,
  EnquiryDetail,
  EnquiryRecord,
  EnquirySummary,
  HistoryEntry,
  InboxPage,
  InboxQuery,
  MailState,
  Note,
  QuoteRequest,
} from "#domain/desk/types.ts";
import { otherProduct } from "#domain/enquiry/quote.ts";
import { enquiryFormWords } from "#domain/words/en/enquiry-form.ts";
import { transaction } from "../database/database.ts";
import type { SiteContentStore } from "../site-content/store.ts";
import { createEnquiryViews, type DeskEnquiryRow, type ViewContext } from "./enquiry-store.ts";
import type { SearchIndex } from "./search-index.ts";

export const pageSize = 50;

/** What the desk reads of the owner's published content: the products, and a product's name by its slug. */
export type ProductNames = Pick<SiteContentStore, "productTitle" | "publishedProducts">;

type Named = (slug: string | null) => { slug: string; title: string } | null;

/** How a row is shown: products and people by name, overdue and due by the clock. */
type Shown = {
  named: Named;
  emailOf: (id: string) => string | undefined;
  overdueBefore: string;
  today: string;
};

/**
 * A product slug as the desk names it: a published product, a removed or renamed one by the name it last had
 * (the enquiry keeps its product), or the quote's 'Other'.
 */
export function productNamed(
  slug: string | null,
  products: ProductNames,
): { slug: string; title: string } | null {
  if (slug === otherProduct) return { slug, title: enquiryFormWords.quote.otherProduct };
  const title = slug ? products.productTitle(slug) : undefined;
  return slug && title ? { slug, title } : null;
}

/** A country code as the desk names it; null when unknown. */
export function countryNamed(iso2: string | null): { iso2: string; name: string } | null {
  const country = iso2 ? findCountry(iso2) : undefined;
  return country ? { iso2: country.iso2, name: country.name } : null;
}

/** The quote details from their own columns; null when the buyer filled in none. */
function quoteOf(row: DeskEnquiryRow, named: Named): QuoteRequest | null {
  const quote = {
    product: named(row.quoteProduct),
    quantity: row.quoteQuantity,
    unit: row.quoteUnit as QuoteRequest["unit"],
    port: row.quotePort,
    incoterm: row.quoteIncoterm as QuoteRequest["incoterm"],
    samples: row.quoteSamples === null ? null : row.quoteSamples === 1,
  };
  return Object.values(quote).some((value) => value !== null) ? quote : null;
}

function mailState(row: Pick<DeskEnquiryRow, "deliveryState" | "deliveryAttempts">): MailState {
  if (row.deliveryState === "sent") return "sent";
  return row.deliveryAttempts > 0 ? "failed" : "queued";
}

/**
 * Overdue: not spam, still unanswered, and received before `overdueBefore` (now minus REPLY_TARGET), so an
 * enquiry that has waited exactly REPLY_TARGET is not overdue yet. ISO instants in UTC compare as text.
 */
function summary(row: DeskEnquiryRow, { named, emailOf, overdueBefore, today }: Shown): EnquirySummary {
  return {
    id: row.id,
    receivedAt: row.receivedAt,
    name: row.name,
    company: row.company,
    email: row.email,
    country: countryNamed(row.country),
    product: named(row.product),
    status: row.status,
    spam: row.spam === 1,
    read: row.readAt !== null,
    mail: mailState(row),
    answeredAt: row.firstAnsweredAt,
    overdue: row.spam === 0 && row.firstAnsweredAt === null && row.receivedAt < overdueBefore,
    siteLanguage: row.siteLanguage,
    // The foreign key keeps the person there: a removed person's enquiries are assigned to nobody.
    assignee: row.assigneeId ? { id: row.assigneeId, email: emailOf(row.assigneeId) ?? "" } : null,
    followUp: row.followUpOn
      ? { on: row.followUpOn, note: row.followUpNote ?? "", due: row.followUpOn <= today }
      : null,
  };
}

function detail(row: DeskEnquiryRow, shown: Shown): EnquiryDetail {
  const { named } = shown;
  return {
    ...summary(row, shown),
    reference: row.reference,
    phone: row.phone,
    message: row.message,
    mailAttempts: row.deliveryAttempts,
    mailError: row.deliveryState === "pending" ? row.lastError : null,
    sentAt: row.sentAt,
    quote: quoteOf(row, named),
    arrival: {
      page: row.arrivalPage,
      referrer: row.arrivalReferrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      language: row.language,
      source: row.visitSource,
      country: row.visitCountry,
    },
  };
}

export type DeskStore = ReturnType<typeof createDeskStore>;

/** REPLY_TARGET's default (server/platform/config.ts), for stores made without a config. */
const day = 86_400_000;

/**
 * The owner's work on the enquiries: views, changes with their history, notes, erasure. An enquiry waiting
 * longer than replyTargetMs is overdue.
 */
export function createDeskStore(
  db: DatabaseSync,
  search: SearchIndex,
  {
    products,
    conversation,
    emailOf = () => undefined,
    now = () => new Date(),
    replyTargetMs = day,
    today = (plusDays = 0) => new Date(now().getTime() + plusDays * day).toISOString().slice(0, 10),
  }: {
    products: ProductNames;
    /** An enquiry's mails, both ways (server/mail/conversation.ts). */
    conversation: (enquiryId: string) => ConversationMail[];
    /** A person's e-mail address by their id (server/sign-in/owners.ts). */
    emailOf?: (id: string) => string | undefined;
    now?: () => Date;
    replyTargetMs?: number;
    /** Today's date in OWNER_TIME_ZONE, where a follow-up's day begins (YYYY-MM-DD), or a day that many after. */
    today?: (plusDays?: number) => string;
  },
) {
  const named: Named = (slug) => productNamed(slug, products);
  const overdueBefore = () => new Date(now().getTime() - replyTargetMs).toISOString();
  const shown = (): Shown => ({
    named,
    emailOf,
    overdueBefore: overdueBefore(),
    today: today(),
  });
  const context = (me: string | null): Shown & ViewContext => ({ ...shown(), me });
  const who = (id: string | null) => (id ? (emailOf(id) ?? id) : "nobody");
  const enquiries = createEnquiryViews(db, { beforeSearch: () => search.catchUp() });
  const insertHistory = db.prepare(
    "INSERT INTO history (id, enquiry_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const selectNotes = db.prepare(
    "SELECT id, at, author, text FROM notes WHERE enquiry_id = ? ORDER BY at, rowid",
  );
  const selectHistory = db.prepare(
    "SELECT id, at, actor, action, detail FROM history WHERE enquiry_id = ? ORDER BY at, rowid",
  );
  const insertNote = db.prepare(
    "INSERT INTO notes (id, enquiry_id, at, author, text) VALUES (?, ?, ?, ?, ?)",
  );
  const record = (enquiryId: string, actor: string, action: string, detailText: string) =>
    insertHistory.run(randomUUID(), enquiryId, now().toISOString(), actor, action, detailText);

  return {
    unread: enquiries.unread,
    record,

    /** A page of a view; `me` is the signed-in person, whose enquiries 'Mine' lists. */
    page(query: InboxQuery, me: string | null = null): InboxPage {
      const view = context(me);
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const { rows, total, capped } = enquiries.page(query, view, pageSize, (page - 1) * pageSize);
      return {
        items: rows.map((row) => summary(row, view)),
        products: products.publishedProducts(),
        total,
        capped,
        page,
        pageSize,
        unread: enquiries.unread(),
      };
    },

    /** Every enquiry of a view, newest first, with every field (for the CSV export). */
    all(query: InboxQuery, me: string | null = null): EnquiryDetail[] {
      const view = context(me);
      return enquiries.all(query, view).map((row) => detail(row, view));
    },

    /** The enquiry with its notes and history; its received mails come from received-mail.ts. */
    get(id: string): Omit<EnquiryRecord, "received"> | undefined {
      const row = enquiries.one(id);
      if (!row) return undefined;
      const notes = selectNotes.all(id) as Note[];
      const history = selectHistory.all(id) as HistoryEntry[];
      return {
        enquiry: detail(row, shown()),
        notes,
        history,
        conversation: conversation(id),
      };
    },

    /** Applies the change and records it in the history; undefined when there is no such enquiry. */
    change(id: string, change: EnquiryChange, actor: string): EnquiryDetail | undefined {
      return transaction(db, () => {
        const before = enquiries.one(id);
        if (!before) return undefined;
        if (change.status !== undefined && change.status !== before.status) {
          enquiries.setStatus(id, change.status);
          record(id, actor, "status", `Status: ${before.status} → ${change.status}`);
        }
        if (change.spam !== undefined && change.spam !== (before.spam === 1)) {
          enquiries.setSpam(id, change.spam);
          record(id, actor, "spam", change.spam ? "Marked as spam" : "Moved back to the inbox");
        }
        if (change.read !== undefined && change.read !== (before.readAt !== null)) {
          enquiries.setReadAt(id, change.read ? now().toISOString() : null);
          record(id, actor, "read", change.read ? "Opened" : "Marked as unread");
        }
        if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
          enquiries.setAssignee(id, change.assigneeId);
          record(id, actor, "assigned", `Assigned to: ${who(before.assigneeId)} → ${who(change.assigneeId)}`);
        }
        if (change.followUp !== undefined) {
          const { on: day, inDays, note = "" } = change.followUp ?? {};
          const on = inDays === undefined ? (day ?? null) : today(inDays);
          if (on !== before.followUpOn || note !== (before.followUpNote ?? "")) {
            enquiries.setFollowUp(id, on, on === null ? null : note);
            record(id, actor, "follow-up", on === null ? "Follow-up removed" : followUpLine(on, note));
          }
        }
        const after = enquiries.one(id);
        return after && detail(after, shown());
      });
    },

    addNote(id: string, text: string, author: string): Note | undefined {
      return transaction(db, () => {
        if (!enquiries.one(id)) return undefined;
        const note = { id: randomUUID(), at: now().toISOString(), author, text };
        insertNote.run(note.id, id, note.at, author, text);
        record(id, author, "note", "Added a note");
        return note;
      });
    },

    /**
     * Sends a failing mail again now instead of at its next retry. "missing" when there is no such enquiry,
     * "not-failed" when its mail is not failing (queued or already delivered).
     */
    resend(id: string, actorEmail: string): "queued" | "missing" | "not-failed" {
      return transaction(db, () => {
        const row = enquiries.one(id);
        if (!row) return "missing";
        if (mailState(row) !== "failed") return "not-failed";
        enquiries.sendAgainAt(id, now().getTime());
        record(id, actorEmail, "resend", "Asked to send the mail again");
        return "queued";
      });
    },

    remove: enquiries.remove,

    /** Follow-ups (spam left out) whose day is `through` (YYYY-MM-DD) or earlier, not told yet. */
    followUpsToTell: enquiries.followUpsToTell,
    markFollowUpTold: enquiries.markFollowUpTold,
  };
}

const followUpLine = (on: string, note: string) => `Follow up on ${on}${note ? `: ${note}` : ""}`;
