// The only SQL on the enquiries table and its search index (scripts/checks/table-owners.ts keeps it so): the
// buyers' enquiries as they arrive and are delivered, the desk's views and changes, the Overview's figures and
// the facts other rooms look up. Past 350 lines on purpose: a split would put one table's queries in two files.
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { EnquirySummary, InboxQuery } from "#domain/desk/types.ts";
import type { Enquiry, Quote } from "#domain/enquiry/enquiry.ts";
import { defaultLang, type Lang } from "#domain/i18n.ts";
import { transaction, withoutFsync } from "../database/database.ts";
import { timeOrderedId } from "../shared/time-ordered-id.ts";
import { type Arrival, noArrival, sourceOf } from "./enquiry-arrival.ts";
import { countryOfPhone, productOfEnquiry } from "./enquiry-facts.ts";
import { referencesOf } from "./enquiry-reference.ts";

export type DeliveryState = "pending" | "sent";

/** The quote details as stored: one column each, null when the buyer left it out. */
export type StoredQuote = {
  quoteProduct: string | null;
  quoteQuantity: number | null;
  quoteUnit: string | null;
  quotePort: string | null;
  quoteIncoterm: string | null;
  /** 1 asked for samples, 0 said no (JSON `false`), null not said. */
  quoteSamples: number | null;
};

export type StoredEnquiry = Omit<Enquiry, "quote"> &
  StoredQuote &
  Arrival & {
    id: string;
    /** ISO 8601, UTC. */
    receivedAt: string;
    clientIp: string;
    userAgent: string;
    deliveryState: DeliveryState;
    deliveryAttempts: number;
    /** Milliseconds since the epoch; meaningful while pending. */
    nextAttemptAt: number;
    lastError: string | null;
    sentAt: string | null;
    /** VA-7K3F9Q (enquiry-reference.ts), from the enquiry's sequence number. */
    reference: string;
    /** The language of the site's page it was sent from (not the browser's: that is `language`). */
    siteLanguage: Lang;
    /** The person it is assigned to (an owners row's id); null: nobody. */
    assigneeId: string | null;
  };

/**
 * Work that must commit together with a new enquiry or not at all (its acknowledgement mail), run inside the
 * enquiry's transaction right after its insert.
 */
export type WithNewEnquiry = (enquiry: StoredEnquiry) => void;

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;

/** The visit an enquiry came from, as the visitors' counting attributes it (server/visitors/). */
export type VisitOfEnquiry = {
  source: string | null;
  country: string | null;
  device: "mobile" | "tablet" | "desktop";
};

type Origin = {
  clientIp: string;
  userAgent: string;
  arrival?: Arrival;
  siteLanguage?: Lang;
  visit?: VisitOfEnquiry;
};
type Pending = {
  enquiry: Enquiry;
  origin: Origin;
  resolve: (stored: StoredEnquiry) => void;
  reject: (error: unknown) => void;
};

const columns = `id, received_at AS receivedAt, name, company, email, phone, message, client_ip AS clientIp,
  user_agent AS userAgent, delivery_state AS deliveryState, delivery_attempts AS deliveryAttempts,
  next_attempt_at AS nextAttemptAt, last_error AS lastError, sent_at AS sentAt, quote_product AS quoteProduct,
  quote_quantity AS quoteQuantity, quote_unit AS quoteUnit, quote_port AS quotePort,
  quote_incoterm AS quoteIncoterm, quote_samples AS quoteSamples, arrival_page AS arrivalPage,
  arrival_referrer AS arrivalReferrer, utm_source AS utmSource, utm_medium AS utmMedium,
  utm_campaign AS utmCampaign, language, reference, site_language AS siteLanguage, assignee_id AS assigneeId`;

/** The quote's columns: each of its values in its own, never written into (or read back from) the message. */
export function storedQuote(quote: Quote | undefined): StoredQuote {
  return {
    quoteProduct: quote?.product ?? null,
    quoteQuantity: quote?.quantity ?? null,
    quoteUnit: quote?.unit ?? null,
    quotePort: quote?.port ?? null,
    quoteIncoterm: quote?.incoterm ?? null,
    quoteSamples: quote?.samples === undefined ? null : Number(quote.samples),
  };
}

/**
 * The enquiries table, and the outbox state that travels with each row. `assigneeOfNew` names the person a new
 * enquiry goes to, inside its transaction (server/enquiries/assignment-rule.ts takes the Sales people in turn).
 */
export function createEnquiryStore(
  db: DatabaseSync,
  now: () => Date = () => new Date(),
  withNewEnquiry: WithNewEnquiry = () => {},
  assigneeOfNew: () => string | null = () => null,
) {
  // The enquiry's number, taken inside its transaction: its reference goes into the same INSERT.
  const nextSeq = db.prepare("UPDATE enquiry_counter SET seq = seq + 1 RETURNING seq");
  const references = referencesOf(db);
  const takeSeq = () => {
    let seq: number;
    do seq = (nextSeq.get() as { seq: number }).seq;
    while (!references.usable(seq));
    return seq;
  };
  const insert = db.prepare(
    `INSERT INTO enquiries (id, received_at, name, company, email, phone, message, client_ip, user_agent,
       next_attempt_at, country, product, quote_product, quote_quantity, quote_unit, quote_port, quote_incoterm,
       quote_samples, arrival_page, arrival_referrer, utm_source, utm_medium, utm_campaign, language, source, seq,
       reference, site_language, visit_source, visit_country, visit_device, assignee_id)
     VALUES (:id, :receivedAt, :name, :company, :email, :phone, :message, :clientIp, :userAgent, :nextAttemptAt,
       :country, :product, :quoteProduct, :quoteQuantity, :quoteUnit, :quotePort, :quoteIncoterm, :quoteSamples,
       :arrivalPage, :arrivalReferrer, :utmSource, :utmMedium, :utmCampaign, :language, :source, :seq,
       :reference, :siteLanguage, :visitSource, :visitCountry, :visitDevice, :assigneeId)`,
  );
  const selectOne = db.prepare(`SELECT ${columns} FROM enquiries WHERE id = ?`);
  const selectAll = db.prepare(`SELECT ${columns} FROM enquiries ORDER BY received_at, rowid`);
  const selectDue = db.prepare(
    `SELECT ${columns} FROM enquiries WHERE delivery_state = 'pending' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, rowid LIMIT ?`,
  );
  const selectNextDue = db.prepare(
    "SELECT min(next_attempt_at) AS at FROM enquiries WHERE delivery_state = 'pending'",
  );
  const selectBacklog = db.prepare(
    "SELECT count(*) AS pending, min(received_at) AS oldest FROM enquiries WHERE delivery_state = 'pending'",
  );
  const updateSent = db.prepare(
    `UPDATE enquiries SET delivery_state = 'sent', delivery_attempts = delivery_attempts + 1, sent_at = ?,
       last_error = NULL
     WHERE id = ?`,
  );
  const updateFailed = db.prepare(
    `UPDATE enquiries SET delivery_attempts = delivery_attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND delivery_state = 'pending'`,
  );

  /** Inside a transaction: the enquiry, its reference, and whatever must commit with it. */
  function insertOne(enquiry: Enquiry, origin: Origin): StoredEnquiry {
    const receivedAt = now();
    const { quote, ...fields } = enquiry;
    const { arrival = noArrival, siteLanguage = defaultLang, visit, ...client } = origin;
    const seq = takeSeq();
    const row = {
      id: timeOrderedId(receivedAt),
      receivedAt: receivedAt.toISOString(),
      ...fields,
      ...client,
      ...storedQuote(quote),
      ...arrival,
      nextAttemptAt: receivedAt.getTime(),
      reference: references.referenceOf(seq),
      siteLanguage,
      assigneeId: assigneeOfNew(),
    };
    // The desk filters by country, product and source: derive them once, here, rather than on every view.
    insert.run({
      ...row,
      country: countryOfPhone(enquiry.phone)?.iso2 ?? null,
      product: productOfEnquiry(enquiry) ?? null,
      source: sourceOf(arrival),
      seq,
      visitSource: visit?.source ?? null,
      visitCountry: visit?.country ?? null,
      visitDevice: visit?.device ?? null,
    });
    const stored: StoredEnquiry = {
      ...row,
      deliveryState: "pending",
      deliveryAttempts: 0,
      lastError: null,
      sentAt: null,
    };
    withNewEnquiry(stored);
    return stored;
  }

  // Inside a caller's transaction (a test's or a tool's bulk insert) it joins that one.
  const add = (enquiry: Enquiry, origin: Origin): StoredEnquiry =>
    db.isTransaction ? insertOne(enquiry, origin) : transaction(db, () => insertOne(enquiry, origin));

  /** Inserts in one transaction: one commit, so one fsync, for all of them. */
  const addAll = (batch: Pending[]): StoredEnquiry[] =>
    transaction(db, () => batch.map((item) => insertOne(item.enquiry, item.origin)));

  let pending: Pending[] = [];
  function commitPending(): void {
    const batch = pending;
    pending = [];
    try {
      const stored = addAll(batch);
      for (const [i, item] of batch.entries()) item.resolve(stored[i] as StoredEnquiry);
    } catch (error) {
      // One bad row must not sink the others: each is tried again on its own.
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          item.resolve(add(item.enquiry, item.origin));
        } catch (itemError) {
          item.reject(itemError);
        }
      }
    }
  }

  return {
    /** Commits the enquiry (durably, see database.ts) and queues its delivery for now. */
    add,

    /**
     * Like add, but commits together with the other enquiries that arrive in the same turn of the event
     * loop (group commit): under load one fsync serves many, so each waits less. Resolves once committed.
     */
    addSoon(enquiry: Enquiry, origin: Origin): Promise<StoredEnquiry> {
      return new Promise((resolve, reject) => {
        if (pending.length === 0) setImmediate(commitPending);
        pending.push({ enquiry, origin, resolve, reject });
      });
    },

    get(id: string): StoredEnquiry | undefined {
      return selectOne.get(id) as StoredEnquiry | undefined;
    },

    /** Every enquiry, oldest first. */
    list(): StoredEnquiry[] {
      return selectAll.all() as StoredEnquiry[];
    },

    /** Pending enquiries whose next attempt is due. */
    due(limit: number): StoredEnquiry[] {
      return selectDue.all(now().getTime(), limit) as StoredEnquiry[];
    },

    /** When the next pending delivery is due (ms since the epoch), if any is pending. */
    nextDueAt(): number | undefined {
      const row = selectNextDue.get() as { at: number | null };
      return row.at ?? undefined;
    },

    backlog(): { pending: number; oldestReceivedAt: string | null } {
      const row = selectBacklog.get() as { pending: number; oldest: string | null };
      return { pending: row.pending, oldestReceivedAt: row.oldest };
    },

    // Delivery bookkeeping without its own fsync: a power cut may lose a "sent" mark, and the mail then goes
    // out again, which at-least-once delivery allows already. Saves one blocking fsync per mail.
    markSent(id: string): void {
      withoutFsync(db, () => updateSent.run(now().toISOString(), id));
    },

    markFailed(id: string, error: string, nextAttemptAt: number): void {
      withoutFsync(db, () => updateFailed.run(error, nextAttemptAt, id));
    },
  };
}

/** The number of enquiries in a database (a backup's, when it is checked). */
export function countEnquiries(db: DatabaseSync): number {
  return (db.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number }).n;
}

/** One enquiry's facts as the other rooms need them, and its "unread" again when its buyer writes. */
export function createEnquiryRecords(db: DatabaseSync) {
  const contact = db.prepare("SELECT id, email FROM enquiries WHERE id = ?");
  const bySeq = db.prepare("SELECT id, email, reference FROM enquiries WHERE seq = ?");
  const headline = db.prepare(
    "SELECT name, company, product, spam, assignee_id AS assigneeId FROM enquiries WHERE id = ?",
  );
  const markUnread = db.prepare("UPDATE enquiries SET read_at = NULL WHERE id = ?");
  return {
    contactOf: (id: string) => contact.get(id) as { id: string; email: string } | undefined,
    ofSeq: (seq: number) => bySeq.get(seq) as { id: string; email: string; reference: string } | undefined,
    headlineOf: (id: string) =>
      headline.get(id) as
        | { name: string; company: string; product: string | null; spam: number; assigneeId: string | null }
        | undefined,
    markUnread: (id: string) => void markUnread.run(id),
  };
}

/**
 * Copies up to `limit` stored enquiries not yet in the desk's trigram index (-1: all of them) into it, oldest
 * first, and returns how many. Without its own fsync: a row lost from the index is indexed again.
 */
export function searchIndexing(db: DatabaseSync): (limit: number) => number {
  const pending = "SELECT rowid FROM enquiries WHERE searchable = 0 ORDER BY rowid LIMIT ?";
  const copy = db.prepare(
    `INSERT INTO enquiries_search (rowid, name, company, email, phone, message)
     SELECT rowid, name, company, email, phone, message FROM enquiries WHERE rowid IN (${pending})`,
  );
  const mark = db.prepare(`UPDATE enquiries SET searchable = 1 WHERE rowid IN (${pending})`);
  return (limit) =>
    withoutFsync(db, () =>
      transaction(db, () => {
        copy.run(limit);
        return Number(mark.run(limit).changes);
      }),
    );
}

/** An enquiry as the desk reads it: its stored fields with the owner's status, spam and read marks. */
export type DeskEnquiryRow = StoredQuote &
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
    deliveryState: DeliveryState;
    deliveryAttempts: number;
    lastError: string | null;
    sentAt: string | null;
    reference: string;
    firstAnsweredAt: string | null;
    siteLanguage: Lang;
    visitSource: string | null;
    visitCountry: string | null;
    assigneeId: string | null;
    /** YYYY-MM-DD in OWNER_TIME_ZONE; null: no follow-up. */
    followUpOn: string | null;
    followUpNote: string | null;
  };

const summaryColumns = `e.id, e.received_at AS receivedAt, e.name, e.company, e.email, e.country, e.product,
  e.status, e.spam, e.read_at AS readAt, e.delivery_state AS deliveryState, e.delivery_attempts AS deliveryAttempts,
  e.first_answered_at AS firstAnsweredAt, e.site_language AS siteLanguage, e.assignee_id AS assigneeId,
  e.follow_up_on AS followUpOn, e.follow_up_note AS followUpNote`;
const detailColumns = `${summaryColumns}, e.phone, e.message, e.last_error AS lastError, e.sent_at AS sentAt,
  e.quote_product AS quoteProduct, e.quote_quantity AS quoteQuantity, e.quote_unit AS quoteUnit,
  e.quote_port AS quotePort, e.quote_incoterm AS quoteIncoterm, e.quote_samples AS quoteSamples,
  e.arrival_page AS arrivalPage, e.arrival_referrer AS arrivalReferrer, e.utm_source AS utmSource,
  e.utm_medium AS utmMedium, e.utm_campaign AS utmCampaign, e.language, e.reference,
  e.visit_source AS visitSource, e.visit_country AS visitCountry`;

/** One day after a YYYY-MM-DD date, as the same kind of string (the "to" date is inclusive). */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Searches count their matches up to this many: past it the desk says "1,000+" rather than read them all. */
const searchCountCap = 1000;

type View = { from: string; where: string; params: SQLInputValue[]; order: string; searched: boolean };

/** What a view's filters compare with: the overdue cutoff, the signed-in person ('Mine'), today ('Due'). */
export type ViewContext = { overdueBefore: string; me: string | null; today: string };

/**
 * The rows of a view, newest first. Every filter is a bound parameter, never spliced into the SQL. Without a
 * search the enquiries_view index gives the order and the filters; a search of three characters or more walks
 * the trigram index newest first (rowid order, the order of arrival) and stops as soon as the page is full.
 */
function viewOf(query: InboxQuery, { overdueBefore, me, today }: ViewContext): View {
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
  if (query.assigned === "mine") add("e.assignee_id = ?", me);
  if (query.assigned === "unassigned") add("e.assignee_id IS NULL");
  const due = query.followUp === "due";
  if (due) add("e.follow_up_on <= ?", today);
  const q = query.q?.trim() ?? "";
  if ([...q].length >= 3) {
    // Phrase quotes keep the words as text: FTS query syntax in a search box does nothing.
    conditions.unshift("enquiries_search MATCH ?");
    params.unshift(`"${q.replaceAll('"', '""')}"`);
    return {
      from: "enquiries_search s JOIN enquiries e ON e.rowid = s.rowid",
      where: conditions.join(" AND "),
      params,
      order: due ? "e.follow_up_on, s.rowid DESC" : "s.rowid DESC",
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
    // The planner would walk enquiries_view and read every row to count the waiting ones.
    from: waiting ? "enquiries e INDEXED BY enquiries_waiting" : "enquiries e",
    where: conditions.join(" AND "),
    params,
    // 'Due' lists the longest waiting follow-up first.
    order: due ? "e.follow_up_on, e.received_at DESC" : "e.received_at DESC",
    searched: q !== "",
  };
}

/**
 * The desk's reads of the enquiries (the inbox's views and counts, one enquiry) and the owner's changes to
 * them. A search reads the trigram index, so `beforeSearch` brings it up to date first.
 */
export function createEnquiryViews(db: DatabaseSync, { beforeSearch }: { beforeSearch: () => void }) {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  return {
    one: (id: string) =>
      prepared(`SELECT ${detailColumns} FROM enquiries e WHERE e.id = ?`).get(id) as
        | DeskEnquiryRow
        | undefined,

    unread: () =>
      // Named, because the planner would otherwise walk enquiries_view and read every row.
      (
        prepared(
          "SELECT count(*) AS n FROM enquiries INDEXED BY enquiries_unread WHERE read_at IS NULL AND spam = 0",
        ).get() as {
          n: number;
        }
      ).n,

    /** A page of a view, and how many it holds: exactly from the index, or up to the cap for a search. */
    page(query: InboxQuery, context: ViewContext, limit: number, offset: number) {
      const view = viewOf(query, context);
      if (view.searched) beforeSearch();
      const rows = prepared(
        `SELECT ${summaryColumns} FROM ${view.from} WHERE ${view.where} ORDER BY ${view.order} LIMIT ? OFFSET ?`,
      ).all(...view.params, limit, offset) as DeskEnquiryRow[];
      // Views count exactly from the index; a search counts up to the cap, so a common word stays quick.
      const cap = view.searched ? ` LIMIT ${searchCountCap + 1}` : "";
      const { n } = prepared(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${view.from} WHERE ${view.where}${cap})`,
      ).get(...view.params) as { n: number };
      const capped = n > searchCountCap && view.searched;
      return { rows, total: capped ? searchCountCap : n, capped };
    },

    /** Every enquiry of a view, newest first, with every field. */
    all(query: InboxQuery, context: ViewContext): DeskEnquiryRow[] {
      const view = viewOf(query, context);
      if (view.searched) beforeSearch();
      return prepared(
        `SELECT ${detailColumns} FROM ${view.from} WHERE ${view.where} ORDER BY ${view.order}`,
      ).all(...view.params) as DeskEnquiryRow[];
    },

    setStatus: (id: string, status: EnquirySummary["status"]) =>
      void prepared("UPDATE enquiries SET status = ? WHERE id = ?").run(status, id),
    setSpam: (id: string, spam: boolean) =>
      void prepared("UPDATE enquiries SET spam = ? WHERE id = ?").run(spam ? 1 : 0, id),
    setReadAt: (id: string, readAt: string | null) =>
      void prepared("UPDATE enquiries SET read_at = ? WHERE id = ?").run(readAt, id),
    setAssignee: (id: string, assigneeId: string | null) =>
      void prepared("UPDATE enquiries SET assignee_id = ? WHERE id = ?").run(assigneeId, id),
    /** A new day (or none) is told again on its morning. */
    setFollowUp: (id: string, on: string | null, note: string | null) =>
      void prepared(
        "UPDATE enquiries SET follow_up_on = ?, follow_up_note = ?, follow_up_told = 0 WHERE id = ?",
      ).run(on, note, id),

    /** Enquiries (spam left out) whose follow-up day is `today` or earlier and whose push has not gone out. */
    followUpsToTell: (today: string) =>
      prepared(
        `SELECT id, assignee_id AS assigneeId FROM enquiries
         WHERE follow_up_on <= ? AND follow_up_told = 0 AND spam = 0 ORDER BY follow_up_on, rowid`,
      ).all(today) as { id: string; assigneeId: string | null }[],
    markFollowUpTold: (id: string) =>
      void prepared("UPDATE enquiries SET follow_up_told = 1 WHERE id = ?").run(id),

    /** Moves a pending mail's next attempt to `at` (ms since the epoch); a delivered one stays delivered. */
    sendAgainAt: (id: string, at: number) =>
      void prepared(
        "UPDATE enquiries SET next_attempt_at = ? WHERE id = ? AND delivery_state = 'pending'",
      ).run(at, id),

    /** Erasure: the enquiry with its notes and history (ON DELETE CASCADE) and its queued mail (the same row). */
    remove: (id: string) => prepared("DELETE FROM enquiries WHERE id = ?").run(id).changes > 0,
  };
}

/**
 * The Overview's reads of the enquiries, spam left out. Only two columns of the periods' rows reach JavaScript,
 * as arrays (a month of rows as objects cost more than everything else together); the counts by status, product
 * and country are SQLite's, from the enquiries_view index alone, and the overdue count walks the
 * enquiries_waiting index alone.
 */
export function createEnquiryFigures(db: DatabaseSync) {
  // Each enquiry's arrival and how long it waited for its first answer, in milliseconds (null while it waits).
  const since = db.prepare(`SELECT received_at,
    CAST(round((unixepoch(first_answered_at, 'subsec') - unixepoch(received_at, 'subsec')) * 1000) AS INTEGER)
    FROM enquiries WHERE spam = 0 AND received_at >= ?`);
  since.setReturnArrays(true);
  const tally = (column: string) => {
    const statement =
      db.prepare(`SELECT ${column} AS key, count(*) AS count FROM enquiries WHERE spam = 0 AND received_at >= ?
      GROUP BY ${column} ORDER BY count DESC, key`);
    return <K>(from: string) => statement.all(from) as { key: K; count: number }[];
  };
  const overdue = db.prepare(`SELECT count(*) AS n FROM enquiries INDEXED BY enquiries_waiting
    WHERE first_answered_at IS NULL AND spam = 0 AND received_at < ?`);
  return {
    /** Each enquiry received since `from`: its arrival, and its wait for a first answer (null: waiting). */
    arrivals: (from: string) => since.all(from) as unknown as [string, number | null][],
    byStatus: tally("status"),
    byProduct: tally("product"),
    byCountry: tally("country"),
    /** Spam left out, still unanswered and received before `before`. */
    overdue: (before: string) => (overdue.get(before) as { n: number }).n,
  };
}

/**
 * The visit an enquiry came from, as the 'Visitors' report attributes it (server/visitors/report.ts): its
 * source, country and device from the visit, its arrival page and campaign, the site's language and product.
 */
export type EnquiryVisit = {
  source: string | null;
  country: string | null;
  page: string | null;
  product: string | null;
  language: string;
  device: string | null;
  campaign: string | null;
};

/** The columns of an EnquiryVisit, for a statement on the enquiries (alias e) or one that joins them. */
export const enquiryVisitColumns = `e.visit_source AS source, e.visit_country AS country, e.arrival_page AS page,
  e.product, e.site_language AS language, e.visit_device AS device, e.utm_campaign AS campaign`;

/** The enquiries received from `from` up to `to` (instants), spam left out, with the visit each came from. */
export function createEnquiryVisits(db: DatabaseSync) {
  const received = db.prepare(`SELECT e.received_at AS receivedAt, ${enquiryVisitColumns} FROM enquiries e
    WHERE e.spam = 0 AND e.received_at >= ? AND e.received_at < ?`);
  return (from: string, to: string) => received.all(from, to) as (EnquiryVisit & { receivedAt: string })[];
}
