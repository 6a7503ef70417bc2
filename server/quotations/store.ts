import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { z } from "zod";
import type { quotation, quotationInput } from "#domain/desk/quotation-contract.ts";
import type { QuoteUnit } from "#domain/enquiry/quote.ts";
import type { Lang } from "#domain/i18n.ts";
import {
  amountText,
  lineAmount,
  parseAmount,
  parseQuantity,
  quantityText,
} from "#domain/quotations/money.ts";
import { transaction } from "../database/database.ts";
import { type EnquiryVisit, enquiryVisitColumns } from "../enquiries/enquiry-store.ts";
import { newQuotationToken } from "./token.ts";
import { isExpired } from "./validity.ts";

export type QuotationInput = z.output<typeof quotationInput>;
export type QuotationView = z.output<typeof quotation>;

type Row = {
  id: string;
  enquiryId: string;
  reference: string;
  number: number;
  token: string;
  state: QuotationView["state"];
  language: Lang;
  currency: string;
  totalMinor: number;
  incoterm: string;
  port: string;
  validUntil: string;
  paymentTerms: string;
  leadTime: string;
  notes: string;
  message: string;
  createdAt: string;
  /** The e-mail address of whoever wrote it. */
  createdBy: string;
  sentAt: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
};
type LineRow = {
  product: string;
  description: string;
  quantityMilli: number;
  unit: QuoteUnit;
  priceMinor: number;
  amountMinor: number;
};

/** A visit of the buyer to his page: when, and the country a trusted proxy named (lower-case ISO 3166-1). */
type ViewRow = { at: string; country: string | null };

/** A quotation with everything its page, PDF and mail show, and the buyer's visits to its page. */
export type StoredQuotation = Row & { lines: LineRow[]; views: ViewRow[] };

/**
 * Opens of the page this close to the last one recorded are the same visit (a reload, the page again after
 * accepting); a buyer coming back later is a new view.
 */
const visitMs = 30 * 60_000;

const columns = `q.id, q.enquiry_id AS enquiryId, e.reference, q.number, q.token, q.state, q.language, q.currency,
  q.total_minor AS totalMinor, q.incoterm, q.port, q.valid_until AS validUntil, q.payment_terms AS paymentTerms,
  q.lead_time AS leadTime, q.notes, q.message, q.created_at AS createdAt, q.created_by AS createdBy,
  q.sent_at AS sentAt,
  q.viewed_at AS viewedAt, q.accepted_at AS acceptedAt, q.accepted_name AS acceptedName`;

/** "Quotation VA-7K3F9Q-1": the quotation's name in the desk and, with .pdf, its file's. */
export const quotationName = (q: Pick<Row, "reference" | "number">) => `${q.reference}-${q.number}`;

/** The lines as stored: parsed by the money module (the contract has checked that each one parses). */
function linesOf(input: QuotationInput): LineRow[] {
  return input.lines.map((line) => {
    const quantityMilli = parseQuantity(line.quantity) ?? 0;
    const priceMinor = parseAmount(line.price, input.currency) ?? 0;
    return {
      product: line.product,
      description: line.description,
      quantityMilli,
      unit: line.unit,
      priceMinor,
      amountMinor: lineAmount(quantityMilli, priceMinor),
    };
  });
}

export type AcceptOutcome = "accepted" | "already" | "expired" | "superseded" | "draft";

export type QuotationStore = ReturnType<typeof createQuotationStore>;

/** The quotations table and its lines: the only SQL on them. */
export function createQuotationStore(db: DatabaseSync, now: () => Date, timeZone: string) {
  const select = (where: string) =>
    db.prepare(`SELECT ${columns} FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id WHERE ${where}`);
  const byId = select("q.id = ?");
  const byToken = select("q.token = ?");
  const ofEnquiry = select("q.enquiry_id = ? ORDER BY q.number DESC");
  const currentOf = select("q.enquiry_id = ? AND q.state = 'sent'");
  const selectLines = db.prepare(
    `SELECT product, description, quantity_milli AS quantityMilli, unit, price_minor AS priceMinor,
       amount_minor AS amountMinor FROM quotation_lines WHERE quotation_id = ? ORDER BY position`,
  );
  const insertLine = db.prepare(
    `INSERT INTO quotation_lines (quotation_id, position, product, description, quantity_milli, unit, price_minor,
       amount_minor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deleteLines = db.prepare("DELETE FROM quotation_lines WHERE quotation_id = ?");
  const nextNumber = db.prepare(
    "SELECT coalesce(max(number), 0) + 1 AS n FROM quotations WHERE enquiry_id = ?",
  );
  const insert = db.prepare(
    `INSERT INTO quotations (id, enquiry_id, number, token, language, currency, total_minor, incoterm, port,
       valid_until, payment_terms, lead_time, notes, message, created_at, created_by)
     VALUES (:id, :enquiryId, :number, :token, :language, :currency, :total, :incoterm, :port, :validUntil,
       :paymentTerms, :leadTime, :notes, :message, :at, :author)`,
  );
  const update = db.prepare(
    `UPDATE quotations SET currency = :currency, total_minor = :total, incoterm = :incoterm, port = :port,
       valid_until = :validUntil, payment_terms = :paymentTerms, lead_time = :leadTime, notes = :notes,
       message = :message WHERE id = :id AND state = 'draft'`,
  );
  const markSent = db.prepare("UPDATE quotations SET state = 'sent', sent_at = ?, pdf = ? WHERE id = ?");
  const supersede = db.prepare(
    "UPDATE quotations SET state = 'superseded' WHERE enquiry_id = ? AND state = 'sent' AND id != ?",
  );
  const markViewed = db.prepare("UPDATE quotations SET viewed_at = ? WHERE id = ? AND viewed_at IS NULL");
  const markAccepted = db.prepare(
    "UPDATE quotations SET accepted_at = ?, accepted_name = ? WHERE id = ? AND accepted_at IS NULL",
  );
  const selectPdf = db.prepare("SELECT pdf FROM quotations WHERE id = ?");
  const selectViews = db.prepare(
    "SELECT viewed_at AS at, country FROM quotation_views WHERE quotation_id = ? ORDER BY viewed_at",
  );
  const lastView = db.prepare("SELECT max(viewed_at) AS at FROM quotation_views WHERE quotation_id = ?");
  const insertView = db.prepare(
    "INSERT OR IGNORE INTO quotation_views (quotation_id, viewed_at, country) VALUES (?, ?, ?)",
  );

  const withLines = (row: Row | undefined): StoredQuotation | undefined =>
    row && {
      ...row,
      lines: selectLines.all(row.id) as LineRow[],
      views: selectViews.all(row.id) as ViewRow[],
    };

  function write(id: string, input: QuotationInput) {
    const lines = linesOf(input);
    deleteLines.run(id);
    lines.forEach((line, i) => {
      insertLine.run(
        id,
        i + 1,
        line.product,
        line.description,
        line.quantityMilli,
        line.unit,
        line.priceMinor,
        line.amountMinor,
      );
    });
    return lines.reduce((sum, line) => sum + line.amountMinor, 0);
  }

  const fields = (input: QuotationInput) => ({
    currency: input.currency,
    incoterm: input.incoterm,
    port: input.port,
    validUntil: input.validUntil,
    paymentTerms: input.paymentTerms,
    leadTime: input.leadTime,
    notes: input.notes,
    message: input.message,
  });

  return {
    get: (id: string) => withLines(byId.get(id) as Row | undefined),
    byToken: (token: string) => withLines(byToken.get(token) as Row | undefined),
    /** Newest first. */
    ofEnquiry: (enquiryId: string) =>
      (ofEnquiry.all(enquiryId) as Row[]).map((row) => withLines(row) as StoredQuotation),
    /** The one the buyer may accept now, if any. */
    currentOf: (enquiryId: string) => withLines(currentOf.get(enquiryId) as Row | undefined),
    pdf: (id: string) => (selectPdf.get(id) as { pdf: Uint8Array | null } | undefined)?.pdf ?? undefined,

    /** A new draft, numbered after the enquiry's others. */
    create(enquiryId: string, language: Lang, input: QuotationInput, author: string): StoredQuotation {
      return transaction(db, () => {
        const id = randomUUID();
        const { n } = nextNumber.get(enquiryId) as { n: number };
        insert.run({
          id,
          enquiryId,
          number: n,
          token: newQuotationToken(),
          language,
          ...fields(input),
          total: 0,
          at: now().toISOString(),
          author,
        });
        update.run({ id, ...fields(input), total: write(id, input) });
        return withLines(byId.get(id) as Row) as StoredQuotation;
      });
    },

    /** Changes a draft; false when it is not one (sent ones are kept as sent). */
    change(id: string, input: QuotationInput): boolean {
      return transaction(db, () => {
        const row = byId.get(id) as Row | undefined;
        if (row?.state !== "draft") return false;
        update.run({ id, ...fields(input), total: write(id, input) });
        return true;
      });
    },

    /** Marks a draft sent with its PDF, and the enquiry's earlier sent one superseded (inside the send's transaction). */
    markSent(id: string, enquiryId: string, pdf: Uint8Array) {
      markSent.run(now().toISOString(), pdf, id);
      supersede.run(enquiryId, id);
    },

    /** Records a visit of the buyer (unless it continues the last one) and his first view; true the first time. */
    viewed(id: string, country: string | null): boolean {
      return transaction(db, () => {
        const at = now();
        const { at: last } = lastView.get(id) as { at: string | null };
        if (last !== null && at.getTime() - Date.parse(last) < visitMs) return false;
        insertView.run(id, at.toISOString(), country);
        return markViewed.run(at.toISOString(), id).changes > 0;
      });
    },

    /** The buyer's acceptance, once: a second one changes nothing and says so. */
    accept(id: string, name: string): AcceptOutcome {
      return transaction(db, () => {
        const row = byId.get(id) as Row | undefined;
        if (!row || row.state === "draft") return "draft";
        if (row.acceptedAt !== null) return "already";
        if (row.state === "superseded") return "superseded";
        if (isExpired(row.validUntil, now(), timeZone)) return "expired";
        markAccepted.run(now().toISOString(), name, id);
        return "accepted";
      });
    },

    expired: (q: Pick<Row, "validUntil">) => isExpired(q.validUntil, now(), timeZone),
  };
}

/** A stored quotation as the desk's API answers it. */
export function quotationView(q: StoredQuotation, expired: boolean): QuotationView {
  return {
    id: q.id,
    number: q.number,
    name: quotationName(q),
    state: q.state,
    language: q.language,
    currency: q.currency,
    incoterm: q.incoterm,
    port: q.port,
    validUntil: q.validUntil,
    paymentTerms: q.paymentTerms,
    leadTime: q.leadTime,
    notes: q.notes,
    message: q.message,
    lines: q.lines.map((line) => ({
      product: line.product,
      description: line.description,
      quantity: quantityText(line.quantityMilli),
      unit: line.unit,
      price: amountText(line.priceMinor, q.currency),
      amount: amountText(line.amountMinor, q.currency),
    })),
    total: amountText(q.totalMinor, q.currency),
    totalMinor: q.totalMinor,
    createdAt: q.createdAt,
    createdBy: q.createdBy,
    sentAt: q.sentAt,
    viewedAt: q.viewedAt,
    views: q.views,
    acceptedAt: q.acceptedAt,
    acceptedName: q.acceptedName,
    expired,
    url: q.state === "draft" ? null : quotationPath(q.token),
  };
}

export const quotationPath = (token: string) => `/quotation/${token}`;

/** The Overview's reads of the quotations since `from`, spam left out (figures.ts tells what each is). */
export function createQuotationSums(db: DatabaseSync) {
  const sums = (where: string) => {
    const statement = db.prepare(`SELECT q.currency, sum(q.total_minor) AS totalMinor, count(*) AS count
      FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
      WHERE e.spam = 0 AND ${where} GROUP BY q.currency ORDER BY totalMinor DESC, q.currency`);
    return (from: string) => statement.all(from) as { currency: string; totalMinor: number; count: number }[];
  };
  const share = db.prepare(`SELECT count(q.accepted_at) AS accepted, count(*) AS "of"
    FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
    WHERE e.spam = 0 AND q.state = 'sent' AND q.sent_at >= ?`);
  const waits = db.prepare(`SELECT CAST(round((unixepoch(min(q.sent_at), 'subsec')
      - unixepoch(e.received_at, 'subsec')) * 1000) AS INTEGER) AS ms
    FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
    WHERE e.spam = 0 AND q.sent_at IS NOT NULL GROUP BY e.id HAVING min(q.sent_at) >= ? ORDER BY ms`);
  return {
    quoted: sums("q.state = 'sent' AND q.sent_at >= ?"),
    accepted: sums("q.accepted_at >= ?"),
    acceptedShare: (from: string) => share.get(from) as { accepted: number; of: number },
    waits: (from: string) => (waits.all(from) as { ms: number }[]).map((row) => row.ms),
  };
}

/** An enquiry's latest quotation, as stored. */
export function latestQuotationOf(db: DatabaseSync) {
  const latest =
    db.prepare(`SELECT number, currency, total_minor AS totalMinor, state, valid_until AS validUntil,
      accepted_at AS acceptedAt FROM quotations WHERE enquiry_id = ? ORDER BY number DESC LIMIT 1`);
  return (enquiryId: string) =>
    latest.get(enquiryId) as
      | {
          number: number;
          currency: string;
          totalMinor: number;
          state: string;
          validUntil: string;
          acceptedAt: string | null;
        }
      | undefined;
}

/**
 * The quotations sent or accepted from `from` up to `to` (instants), spam left out, with the visit their
 * enquiry came from (the 'Visitors' report, server/visitors/report.ts).
 */
export function createQuotationVisits(db: DatabaseSync) {
  const statement = db.prepare(`SELECT q.sent_at AS sentAt, q.accepted_at AS acceptedAt, q.currency,
      q.total_minor AS totalMinor, ${enquiryVisitColumns}
    FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
    WHERE e.spam = 0 AND ((q.sent_at >= :from AND q.sent_at < :to) OR (q.accepted_at >= :from AND q.accepted_at < :to))`);
  return (from: string, to: string) =>
    statement.all({ from, to }) as (EnquiryVisit & {
      sentAt: string | null;
      acceptedAt: string | null;
      currency: string;
      totalMinor: number;
    })[];
}

/**
 * The value won per campaign: accepted quotations of enquiries that arrived with a utm_campaign, per currency
 * (spam left out). Campaigns match without regard to case, as the owner types them into a link's name.
 */
export function acceptedValueByCampaign(db: DatabaseSync) {
  const statement =
    db.prepare(`SELECT lower(e.utm_campaign) AS campaign, q.currency, sum(q.total_minor) AS minor
    FROM quotations q JOIN enquiries e ON e.id = q.enquiry_id
    WHERE e.spam = 0 AND q.accepted_at IS NOT NULL AND e.utm_campaign IS NOT NULL
    GROUP BY lower(e.utm_campaign), q.currency ORDER BY minor DESC, q.currency`);
  return () => statement.all() as { campaign: string; currency: string; minor: number }[];
}
