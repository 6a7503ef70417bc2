// The desk's view of the enquiries: the inbox's pages and counts, one enquiry with its notes, history and
// conversation, and the owner's changes to it. One file past 350 lines on purpose: every query is built by the
// one filter builder (viewOf) and read through the one row mapping, which a split would pull apart.
import { randomUUID } from "node:crypto";
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import { findCountry } from "../../domain/content/countries.ts";
import { enquiryFormCopy } from "../../domain/content/enquiry-form.ts";
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
} from "../../domain/desk/types.ts";
import { otherProduct } from "../../domain/enquiry/quote.ts";
import type { Lang } from "../../domain/i18n.ts";
import { transaction } from "../database/database.ts";
import type { Arrival } from "../enquiries/enquiry-arrival.ts";
import type { StoredQuote } from "../enquiries/enquiry-store.ts";
import type { SearchIndex } from "../enquiries/search-index.ts";
import type { SiteContentStore } from "../site-content/store.ts";

export const pageSize = 50;

type Row = StoredQuote &
  Arrival & {
    id: string;
    receivedAt: string;
    name: string;
    company: string;
    email: string;
    phone: string;
    message: string;
    country: string | null;
    product: string | null;
    status: EnquirySummary["status"];
    spam: number;
    readAt: string | null;
    deliveryState: "pending" | "sent";
    deliveryAttempts: number;
    lastError: string | null;
    sentAt: string | null;
    reference: string;
    firstAnsweredAt: string | null;
    siteLanguage: Lang;
  };

type MailRow = {
  id: string;
  direction: ConversationMail["direction"];
  kind: ConversationMail["kind"];
  createdAt: number;
  author: string | null;
  recipient: string;
  subject: string;
  text: string;
  state: "queued" | "sent" | "skipped" | "received";
  attempts: number;
  lastError: string | null;
  skipReason: string | null;
  sentAt: string | null;
};

/** A mail of the conversation as the desk shows it: a queued mail that failed is 'retrying', with the reason. */
function conversationMail(row: MailRow): ConversationMail {
  const retrying = row.state === "queued" && row.attempts > 0;
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    at: new Date(row.createdAt).toISOString(),
    author: row.author,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    state: retrying ? "retrying" : row.state,
    reason: retrying ? row.lastError : row.skipReason,
    sentAt: row.sentAt,
  };
}

const summaryColumns = `e.id, e.received_at AS receivedAt, e.name, e.company, e.email, e.country, e.product,
  e.status, e.spam, e.read_at AS readAt, e.delivery_state AS deliveryState, e.delivery_attempts AS deliveryAttempts,
  e.first_answered_at AS firstAnsweredAt, e.site_language AS siteLanguage`;
const detailColumns = `${summaryColumns}, e.phone, e.message, e.last_error AS lastError, e.sent_at AS sentAt,
  e.quote_product AS quoteProduct, e.quote_quantity AS quoteQuantity, e.quote_unit AS quoteUnit,
  e.quote_port AS quotePort, e.quote_incoterm AS quoteIncoterm, e.quote_samples AS quoteSamples,
  e.arrival_page AS arrivalPage, e.arrival_referrer AS arrivalReferrer, e.utm_source AS utmSource,
  e.utm_medium AS utmMedium, e.utm_campaign AS utmCampaign, e.language, e.reference`;

/** What the desk reads of the owner's published content: the products, and a product's name by its slug. */
export type ProductNames = Pick<SiteContentStore, "productTitle" | "publishedProducts">;

type Named = (slug: string | null) => { slug: string; title: string } | null;

/**
 * A product slug as the desk names it: a published product, a removed or renamed one by the name it last had
 * (the enquiry keeps its product), or the quote's 'Other'.
 */
export function productNamed(
  slug: string | null,
  products: ProductNames,
): { slug: string; title: string } | null {
  if (slug === otherProduct) return { slug, title: enquiryFormCopy.quote.otherProduct };
  const title = slug ? products.productTitle(slug) : undefined;
  return slug && title ? { slug, title } : null;
}

/** A country code as the desk names it; null when unknown. */
export function countryNamed(iso2: string | null): { iso2: string; name: string } | null {
  const country = iso2 ? findCountry(iso2 as never) : undefined;
  return country ? { iso2: country.iso2, name: country.name } : null;
}

/** The quote details from their own columns; null when the buyer filled in none. */
function quoteOf(row: Row, named: Named): QuoteRequest | null {
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

function mailState(row: Pick<Row, "deliveryState" | "deliveryAttempts">): MailState {
  if (row.deliveryState === "sent") return "sent";
  return row.deliveryAttempts > 0 ? "failed" : "queued";
}

/**
 * Overdue: not spam, still unanswered, and received before `overdueBefore` (now minus REPLY_TARGET), so an
 * enquiry that has waited exactly REPLY_TARGET is not overdue yet. ISO instants in UTC compare as text.
 */
function summary(row: Row, overdueBefore: string, named: Named): EnquirySummary {
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
  };
}

function detail(row: Row, overdueBefore: string, named: Named): EnquiryDetail {
  return {
    ...summary(row, overdueBefore, named),
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
    },
  };
}

/** One day after a YYYY-MM-DD date, as the same kind of string (the "to" date is inclusive). */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Searches count their matches up to this many: past it the desk says "1,000+" rather than read them all. */
export const searchCountCap = 1000;

type View = { from: string; where: string; params: SQLInputValue[]; order: string; searched: boolean };

/**
 * The rows of a view, newest first. Every filter is a bound parameter, never spliced into the SQL. Without a
 * search the enquiries_view index gives the order and the filters; a search of three characters or more walks
 * the trigram index newest first (rowid order, the order of arrival) and stops as soon as the page is full.
 */
function viewOf(query: InboxQuery, overdueBefore: string): View {
  const conditions = ["e.spam = ?"];
  const params: SQLInputValue[] = [query.view === "spam" ? 1 : 0];
  const add = (condition: string, ...values: SQLInputValue[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (query.status) add("e.status = ?", query.status);
  if (query.product) add("e.product = ?", query.product);
  if (query.country) add("e.country = ?", query.country);
  if (query.siteLanguage) add("e.site_language = ?", query.siteLanguage);
  if (query.source) add("e.source = ?", query.source.toLowerCase().replace(/^www\./, ""));
  // Spam is never waiting nor overdue. The literal terms match the enquiries_waiting index, named below.
  const waiting = query.answer === "waiting" || query.answer === "overdue";
  if (waiting) add("e.spam = 0 AND e.first_answered_at IS NULL");
  if (query.answer === "overdue") add("e.received_at < ?", overdueBefore);
  if (query.answer === "answered") add("e.first_answered_at IS NOT NULL");
  if (query.from) add("e.received_at >= ?", query.from);
  if (query.to) add("e.received_at < ?", dayAfter(query.to));
  const q = query.q?.trim() ?? "";
  if ([...q].length >= 3) {
    // Phrase quotes keep the words as text: FTS query syntax in a search box does nothing.
    conditions.unshift("enquiries_search MATCH ?");
    params.unshift(`"${q.replaceAll('"', '""')}"`);
    return {
      from: "enquiries_search s JOIN enquiries e ON e.rowid = s.rowid",
      where: conditions.join(" AND "),
      params,
      order: "s.rowid DESC",
      searched: true,
    };
  }
  if (q) {
    // Too short for trigrams: a scan, still quick for the one or two letters of a name.
    const like = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
    const columns = ["e.name", "e.company", "e.email", "e.phone", "e.message"];
    add(
      `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
      ...columns.map(() => like),
    );
  }
  return {
    // The planner would walk enquiries_view and read every row to count the waiting ones (64 ms at 100,000).
    from: waiting ? "enquiries e INDEXED BY enquiries_waiting" : "enquiries e",
    where: conditions.join(" AND "),
    params,
    order: "e.received_at DESC",
    searched: q !== "",
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
    now = () => new Date(),
    replyTargetMs = day,
  }: { products: ProductNames; now?: () => Date; replyTargetMs?: number },
) {
  const named: Named = (slug) => productNamed(slug, products);
  const overdueBefore = () => new Date(now().getTime() - replyTargetMs).toISOString();
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const one = (id: string) =>
    prepared(`SELECT ${detailColumns} FROM enquiries e WHERE e.id = ?`).get(id) as Row | undefined;
  const unread = () =>
    // Named, because the planner would otherwise walk enquiries_view and read every row (40 ms at 100,000).
    (
      prepared(
        "SELECT count(*) AS n FROM enquiries INDEXED BY enquiries_unread WHERE read_at IS NULL AND spam = 0",
      ).get() as {
        n: number;
      }
    ).n;
  const record = (enquiryId: string, actor: string, action: string, detailText: string) =>
    prepared("INSERT INTO history (id, enquiry_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?, ?)").run(
      randomUUID(),
      enquiryId,
      now().toISOString(),
      actor,
      action,
      detailText,
    );

  return {
    unread,
    record,

    page(query: InboxQuery): InboxPage {
      const cutoff = overdueBefore();
      const view = viewOf(query, cutoff);
      if (view.searched) search.catchUp();
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const rows = prepared(
        `SELECT ${summaryColumns} FROM ${view.from} WHERE ${view.where} ORDER BY ${view.order} LIMIT ? OFFSET ?`,
      ).all(...view.params, pageSize, (page - 1) * pageSize) as Row[];
      // Views count exactly from the index; a search counts up to the cap, so a common word stays quick.
      const cap = view.searched ? ` LIMIT ${searchCountCap + 1}` : "";
      const { n } = prepared(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${view.from} WHERE ${view.where}${cap})`,
      ).get(...view.params) as { n: number };
      const capped = n > searchCountCap && view.searched;
      return {
        items: rows.map((row) => summary(row, cutoff, named)),
        total: capped ? searchCountCap : n,
        capped,
        page,
        pageSize,
        unread: unread(),
        products: products.publishedProducts(),
      };
    },

    /** Every enquiry of a view, newest first, with every field (for the CSV export). */
    all(query: InboxQuery): EnquiryDetail[] {
      const cutoff = overdueBefore();
      const view = viewOf(query, cutoff);
      if (view.searched) search.catchUp();
      const rows = prepared(
        `SELECT ${detailColumns} FROM ${view.from} WHERE ${view.where} ORDER BY ${view.order}`,
      ).all(...view.params) as Row[];
      return rows.map((row) => detail(row, cutoff, named));
    },

    /** The enquiry with its notes and history; its received mails come from received-mail.ts. */
    get(id: string): Omit<EnquiryRecord, "received"> | undefined {
      const row = one(id);
      if (!row) return undefined;
      const notes = prepared(
        "SELECT id, at, author, text FROM notes WHERE enquiry_id = ? ORDER BY at, rowid",
      ).all(id) as Note[];
      const history = prepared(
        "SELECT id, at, actor, action, detail FROM history WHERE enquiry_id = ? ORDER BY at, rowid",
      ).all(id) as HistoryEntry[];
      const conversation = prepared(
        `SELECT id, direction, kind, created_at AS createdAt, author, recipient, subject, text, state, attempts,
           last_error AS lastError, skip_reason AS skipReason, sent_at AS sentAt
         FROM mails WHERE enquiry_id = ? ORDER BY created_at, rowid`,
      ).all(id) as MailRow[];
      return {
        enquiry: detail(row, overdueBefore(), named),
        notes,
        history,
        conversation: conversation.map(conversationMail),
      };
    },

    /** Applies the change and records it in the history; undefined when there is no such enquiry. */
    change(id: string, change: EnquiryChange, actor: string): EnquiryDetail | undefined {
      return transaction(db, () => {
        const before = one(id);
        if (!before) return undefined;
        if (change.status !== undefined && change.status !== before.status) {
          prepared("UPDATE enquiries SET status = ? WHERE id = ?").run(change.status, id);
          record(id, actor, "status", `Status: ${before.status} → ${change.status}`);
        }
        if (change.spam !== undefined && change.spam !== (before.spam === 1)) {
          prepared("UPDATE enquiries SET spam = ? WHERE id = ?").run(change.spam ? 1 : 0, id);
          record(id, actor, "spam", change.spam ? "Marked as spam" : "Moved back to the inbox");
        }
        if (change.read !== undefined && change.read !== (before.readAt !== null)) {
          prepared("UPDATE enquiries SET read_at = ? WHERE id = ?").run(
            change.read ? now().toISOString() : null,
            id,
          );
          record(id, actor, "read", change.read ? "Opened" : "Marked as unread");
        }
        const after = one(id);
        return after && detail(after, overdueBefore(), named);
      });
    },

    addNote(id: string, text: string, author: string): Note | undefined {
      return transaction(db, () => {
        if (!one(id)) return undefined;
        const note = { id: randomUUID(), at: now().toISOString(), author, text };
        prepared("INSERT INTO notes (id, enquiry_id, at, author, text) VALUES (?, ?, ?, ?, ?)").run(
          note.id,
          id,
          note.at,
          author,
          text,
        );
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
        const row = one(id);
        if (!row) return "missing";
        if (mailState(row) !== "failed") return "not-failed";
        prepared("UPDATE enquiries SET next_attempt_at = ? WHERE id = ? AND delivery_state = 'pending'").run(
          now().getTime(),
          id,
        );
        record(id, actorEmail, "resend", "Asked to send the mail again");
        return "queued";
      });
    },

    /** Erasure: the enquiry with its notes and history (ON DELETE CASCADE) and its queued mail (the same row). */
    remove: (id: string) => prepared("DELETE FROM enquiries WHERE id = ?").run(id).changes > 0,
  };
}
