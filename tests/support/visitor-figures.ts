// Fixtures for the 'Visitors' report (its tests and bench:visitors): page views as the counting stores them, and
// enquiries and quotations written straight into their tables with the visit each came from.
import { createHash, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { PageView } from "#server/visitors/view-store.ts";

/** A visitor's 16-byte hash, from a name the test gives it. */
export const visitorNamed = (name: string) => createHash("sha256").update(name).digest().subarray(0, 16);

/** A view with the fields a test leaves out filled in: an English entry from nowhere, on a desktop in India. */
export function pageView(day: string, visitor: string, view: Partial<PageView> = {}): PageView {
  return {
    viewedAt: `${day}T10:00:00.000Z`,
    day,
    visitor: visitorNamed(`${day} ${visitor}`),
    path: "/",
    language: "en",
    product: null,
    entry: true,
    source: "Direct",
    medium: null,
    campaign: null,
    referrer: null,
    country: "in",
    device: "desktop",
    ...view,
  };
}

export type EnquiryFixture = {
  receivedAt: string;
  spam?: boolean;
  source?: string | null;
  country?: string | null;
  device?: string | null;
  page?: string | null;
  product?: string | null;
  language?: string;
  campaign?: string | null;
};

/** Writes an enquiry received at an instant, from a visit; returns its id. */
export function addEnquiry(db: DatabaseSync, e: EnquiryFixture): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO enquiries (id, received_at, name, company, email, phone, message, client_ip, user_agent,
       next_attempt_at, spam, visit_source, visit_country, visit_device, arrival_page, product, site_language,
       utm_campaign)
     VALUES (?, ?, 'Asha Rao', 'Rao Foods', 'asha@example.com', '971501234567', 'Please quote.', '192.0.2.1',
       'Mozilla/5.0', 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    e.receivedAt,
    e.spam ? 1 : 0,
    e.source ?? null,
    e.country ?? null,
    e.device ?? null,
    e.page ?? null,
    e.product ?? null,
    e.language ?? "en",
    e.campaign ?? null,
  );
  return id;
}

/** Writes a quotation of an enquiry, sent and perhaps accepted at the instants given. */
export function addQuotation(
  db: DatabaseSync,
  q: { enquiryId: string; sentAt: string; acceptedAt?: string; currency: string; totalMinor: number },
): void {
  const number = (
    db.prepare("SELECT count(*) + 1 AS n FROM quotations WHERE enquiry_id = ?").get(q.enquiryId) as {
      n: number;
    }
  ).n;
  db.prepare(
    `INSERT INTO quotations (id, enquiry_id, number, token, state, language, currency, total_minor, incoterm, port,
       valid_until, payment_terms, lead_time, notes, message, created_at, created_by, sent_at, accepted_at)
     VALUES (?, ?, ?, ?, 'sent', 'en', ?, ?, 'FOB', 'Mundra', '2099-01-01', '', '', '', '', ?, 'owner@example.com',
       ?, ?)`,
  ).run(
    randomUUID(),
    q.enquiryId,
    number,
    randomUUID(),
    q.currency,
    q.totalMinor,
    q.sentAt,
    q.sentAt,
    q.acceptedAt ?? null,
  );
}
