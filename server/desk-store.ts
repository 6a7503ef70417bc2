import { randomUUID } from "node:crypto";
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import { findCountry } from "../app/components/enquiry-form/countries.ts";
import { findProduct } from "../app/content/products.ts";
import type {
  EnquiryChange,
  EnquiryDetail,
  EnquiryRecord,
  EnquirySummary,
  HistoryEntry,
  InboxPage,
  InboxQuery,
  MailState,
  Note,
} from "../app/lib/desk-api.ts";

export const pageSize = 50;

type Row = {
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
};

const summaryColumns = `id, received_at AS receivedAt, name, company, email, country, product, status, spam,
  read_at AS readAt, delivery_state AS deliveryState, delivery_attempts AS deliveryAttempts`;
const detailColumns = `${summaryColumns}, phone, message, last_error AS lastError, sent_at AS sentAt`;

function mailState(row: Pick<Row, "deliveryState" | "deliveryAttempts">): MailState {
  if (row.deliveryState === "sent") return "sent";
  return row.deliveryAttempts > 0 ? "failed" : "queued";
}

function summary(row: Row): EnquirySummary {
  const country = row.country ? findCountry(row.country as never) : undefined;
  const product = row.product ? findProduct(row.product) : undefined;
  return {
    id: row.id,
    receivedAt: row.receivedAt,
    name: row.name,
    company: row.company,
    email: row.email,
    country: country ? { iso2: country.iso2, name: country.name } : null,
    product: product ? { slug: product.slug, title: product.title } : null,
    status: row.status,
    spam: row.spam === 1,
    read: row.readAt !== null,
    mail: mailState(row),
  };
}

function detail(row: Row): EnquiryDetail {
  return {
    ...summary(row),
    phone: row.phone,
    message: row.message,
    mailAttempts: row.deliveryAttempts,
    mailError: row.deliveryState === "pending" ? row.lastError : null,
    sentAt: row.sentAt,
  };
}

/** One day after a YYYY-MM-DD date, as the same kind of string (the "to" date is inclusive). */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The WHERE clause of a view: every filter is a bound parameter, never spliced into the SQL. */
function whereOf(query: InboxQuery): { sql: string; params: SQLInputValue[] } {
  const conditions = ["spam = ?"];
  const params: SQLInputValue[] = [query.view === "spam" ? 1 : 0];
  const add = (condition: string, ...values: SQLInputValue[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (query.status) add("status = ?", query.status);
  if (query.product) add("product = ?", query.product);
  if (query.country) add("country = ?", query.country);
  if (query.from) add("received_at >= ?", query.from);
  if (query.to) add("received_at < ?", dayAfter(query.to));
  const q = query.q?.trim();
  if (q && [...q].length >= 3) {
    // The trigram index finds any substring of three characters or more; the phrase quotes keep FTS syntax out.
    add(
      "rowid IN (SELECT rowid FROM enquiries_search WHERE enquiries_search MATCH ?)",
      `"${q.replaceAll('"', '""')}"`,
    );
  } else if (q) {
    // Too short for trigrams: a scan, still fast enough for one or two characters.
    const like = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
    const searched = ["name", "company", "email", "phone", "message"];
    add(
      `(${searched.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
      ...searched.map(() => like),
    );
  }
  return { sql: conditions.join(" AND "), params };
}

export type DeskStore = ReturnType<typeof createDeskStore>;

/** The owner's work on the enquiries: views, changes with their history, notes, erasure. */
export function createDeskStore(db: DatabaseSync, now: () => Date = () => new Date()) {
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
    prepared(`SELECT ${detailColumns} FROM enquiries WHERE id = ?`).get(id) as Row | undefined;
  const unread = () =>
    (
      prepared("SELECT count(*) AS n FROM enquiries WHERE read_at IS NULL AND spam = 0").get() as {
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
  const transaction = <T>(work: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  return {
    unread,

    page(query: InboxQuery): InboxPage {
      const where = whereOf(query);
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const rows = prepared(
        `SELECT ${summaryColumns} FROM enquiries WHERE ${where.sql} ORDER BY received_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      ).all(...where.params, pageSize, (page - 1) * pageSize) as Row[];
      const { n: total } = prepared(`SELECT count(*) AS n FROM enquiries WHERE ${where.sql}`).get(
        ...where.params,
      ) as {
        n: number;
      };
      return { items: rows.map(summary), total, page, pageSize, unread: unread() };
    },

    /** Every enquiry of a view, newest first, with every field (for the CSV export). */
    all(query: InboxQuery): EnquiryDetail[] {
      const where = whereOf(query);
      const rows = prepared(
        `SELECT ${detailColumns} FROM enquiries WHERE ${where.sql} ORDER BY received_at DESC, rowid DESC`,
      ).all(...where.params) as Row[];
      return rows.map(detail);
    },

    get(id: string): EnquiryRecord | undefined {
      const row = one(id);
      if (!row) return undefined;
      const notes = prepared(
        "SELECT id, at, author, text FROM notes WHERE enquiry_id = ? ORDER BY at, rowid",
      ).all(id) as Note[];
      const history = prepared(
        "SELECT id, at, actor, action, detail FROM history WHERE enquiry_id = ? ORDER BY at, rowid",
      ).all(id) as HistoryEntry[];
      return { enquiry: detail(row), notes, history };
    },

    /** Applies the change and records it in the history; undefined when there is no such enquiry. */
    change(id: string, change: EnquiryChange, actor: string): EnquiryDetail | undefined {
      return transaction(() => {
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
        return after && detail(after);
      });
    },

    addNote(id: string, text: string, author: string): Note | undefined {
      return transaction(() => {
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
      return transaction(() => {
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
