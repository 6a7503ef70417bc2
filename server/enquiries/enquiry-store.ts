import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { Enquiry, Quote } from "../../domain/enquiry/enquiry.ts";
import { defaultLang, type Lang } from "../../domain/i18n.ts";
import { transaction, withoutFsync } from "../database/database.ts";
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
  };

/**
 * Work that must commit together with a new enquiry or not at all (its acknowledgement mail), run inside the
 * enquiry's transaction right after its insert.
 */
export type WithNewEnquiry = (enquiry: StoredEnquiry) => void;

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;

type Origin = { clientIp: string; userAgent: string; arrival?: Arrival; siteLanguage?: Lang };
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
  utm_campaign AS utmCampaign, language, reference, site_language AS siteLanguage`;

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
 * A UUIDv7 (RFC 9562): the time in milliseconds, then the version 7 and Node's pooled random bits of a v4. New
 * keys go at the end of the primary-key index: a random (v4) key landed on another index page for every row, so
 * each commit wrote a page per enquiry to the WAL, and the checkpoints copying them back stalled the event loop
 * (`bench:server`, POST at 50 connections: p99 20–29 → 8–9 ms). The `uuid` package's v7 draws its random
 * bytes per call: 4x slower, and a dependency, for a counter within the millisecond the index does not need.
 */
export function timeOrderedId(at: Date): string {
  const time = at.getTime().toString(16).padStart(12, "0");
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`;
}

/** The enquiries table, and the outbox state that travels with each row. */
export function createEnquiryStore(
  db: DatabaseSync,
  now: () => Date = () => new Date(),
  withNewEnquiry: WithNewEnquiry = () => {},
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
       reference, site_language)
     VALUES (:id, :receivedAt, :name, :company, :email, :phone, :message, :clientIp, :userAgent, :nextAttemptAt,
       :country, :product, :quoteProduct, :quoteQuantity, :quoteUnit, :quotePort, :quoteIncoterm, :quoteSamples,
       :arrivalPage, :arrivalReferrer, :utmSource, :utmMedium, :utmCampaign, :language, :source, :seq,
       :reference, :siteLanguage)`,
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
    const { arrival = noArrival, siteLanguage = defaultLang, ...client } = origin;
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
    };
    // The desk filters by country, product and source: derive them once, here, rather than on every view.
    insert.run({
      ...row,
      country: countryOfPhone(enquiry.phone)?.iso2 ?? null,
      product: productOfEnquiry(enquiry) ?? null,
      source: sourceOf(arrival),
      seq,
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
