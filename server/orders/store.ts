import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { QuoteUnit } from "#domain/enquiry/quote.ts";
import type { Lang } from "#domain/i18n.ts";
import type { BankDetails } from "#domain/orders/bank-details.ts";
import type { MilestoneKind, PaymentTermKind } from "#domain/orders/milestones.ts";
import { transaction } from "../database/database.ts";
import { newOrderToken } from "./token.ts";

type Row = {
  id: string;
  enquiryId: string;
  reference: string;
  quotationId: string | null;
  number: number;
  token: string;
  language: Lang;
  currency: string;
  totalMinor: number;
  incoterm: string;
  port: string;
  buyerCompany: string;
  consignee: string;
  notifyParty: string;
  paymentTerms: PaymentTermKind;
  advancePercent: number | null;
  expectedShipment: string;
  bank: string;
  previousBank: string | null;
  bankChangedAt: string | null;
  createdAt: string;
};
export type OrderLine = {
  product: string;
  description: string;
  quantityMilli: number;
  unit: QuoteUnit;
  priceMinor: number;
  amountMinor: number;
};
/** What a line was packed as ('Packed'): weights in grams, exact. */
export type LinePacking = { packageCount: number; packageKind: string; netGrams: number; grossGrams: number };
export type PackedLine = OrderLine & { packing: LinePacking | null };
export type StoredMilestone = {
  kind: MilestoneKind;
  on: string;
  details: Record<string, string>;
  mailed: boolean;
  recordedAt: string;
};
export type StoredPayment = { id: string; amountMinor: number; on: string; reference: string };

/** An order with everything its desk page, the buyer's page and its mails show. */
export type StoredOrder = Omit<Row, "bank" | "previousBank"> & {
  bank: BankDetails;
  previousBank: BankDetails | null;
  lines: PackedLine[];
  milestones: StoredMilestone[];
  payments: StoredPayment[];
  paidMinor: number;
};

export type NewOrder = {
  enquiryId: string;
  quotationId: string;
  language: Lang;
  currency: string;
  incoterm: string;
  port: string;
  lines: OrderLine[];
  buyerCompany: string;
  consignee: string;
  notifyParty: string;
  paymentTerms: PaymentTermKind;
  advancePercent: number | null;
  expectedShipment: string;
  bank: BankDetails;
};

/** "VA-7K3F9Q-O1": the order's name in the desk, the buyer's page and its mails. */
export const orderName = (o: Pick<Row, "reference" | "number">) => `${o.reference}-O${o.number}`;

export const orderPath = (token: string) => `/order/${token}`;

/** Whether the goods are marked 'Packed' (the commercial invoice and packing list exist from then). */
export const isPacked = (o: Pick<StoredOrder, "milestones">) => o.milestones.some((m) => m.kind === "packed");

type Nullable<T> = { [K in keyof T]: T[K] | null };

function packedLine({
  packageCount,
  packageKind,
  netGrams,
  grossGrams,
  ...line
}: OrderLine & Nullable<LinePacking>): PackedLine {
  const packed = packageCount !== null && packageKind !== null && netGrams !== null && grossGrams !== null;
  return { ...line, packing: packed ? { packageCount, packageKind, netGrams, grossGrams } : null };
}

const columns = `o.id, o.enquiry_id AS enquiryId, e.reference, o.quotation_id AS quotationId, o.number, o.token,
  o.language, o.currency, o.total_minor AS totalMinor, o.incoterm, o.port, o.buyer_company AS buyerCompany,
  o.consignee, o.notify_party AS notifyParty, o.payment_terms AS paymentTerms, o.advance_percent AS advancePercent,
  o.expected_shipment AS expectedShipment, o.bank, o.previous_bank AS previousBank,
  o.bank_changed_at AS bankChangedAt, o.created_at AS createdAt`;

export type OrderStore = ReturnType<typeof createOrderStore>;

/** The orders table, its lines, milestones and payments: the only SQL on them. */
export function createOrderStore(db: DatabaseSync, now: () => Date) {
  const select = (where: string) =>
    db.prepare(`SELECT ${columns} FROM orders o JOIN enquiries e ON e.id = o.enquiry_id WHERE ${where}`);
  const byId = select("o.id = ?");
  const byToken = select("o.token = ?");
  const ofEnquiry = select("o.enquiry_id = ? ORDER BY o.number");
  const open = select(
    `e.spam = 0 AND NOT EXISTS (SELECT 1 FROM order_milestones m WHERE m.order_id = o.id AND m.kind = 'paid-in-full')
     ORDER BY o.created_at`,
  );
  const all = select("e.spam = 0 ORDER BY o.created_at");
  const selectLines = db.prepare(
    `SELECT product, description, quantity_milli AS quantityMilli, unit, price_minor AS priceMinor,
       amount_minor AS amountMinor, package_count AS packageCount, package_kind AS packageKind,
       net_grams AS netGrams, gross_grams AS grossGrams FROM order_lines WHERE order_id = ? ORDER BY position`,
  );
  const updatePacking = db.prepare(
    `UPDATE order_lines SET package_count = ?, package_kind = ?, net_grams = ?, gross_grams = ?
     WHERE order_id = ? AND position = ?`,
  );
  const selectMilestones = db.prepare(
    `SELECT kind, happened_on AS "on", details, mailed, recorded_at AS recordedAt FROM order_milestones
     WHERE order_id = ? ORDER BY happened_on, recorded_at`,
  );
  const selectPayments = db.prepare(
    `SELECT id, amount_minor AS amountMinor, received_on AS "on", reference FROM order_payments
     WHERE order_id = ? ORDER BY received_on, recorded_at`,
  );
  const nextNumber = db.prepare("SELECT coalesce(max(number), 0) + 1 AS n FROM orders WHERE enquiry_id = ?");
  const insert = db.prepare(
    `INSERT INTO orders (id, enquiry_id, quotation_id, number, token, language, currency, total_minor, incoterm,
       port, buyer_company, consignee, notify_party, payment_terms, advance_percent, expected_shipment, bank,
       created_at, created_by)
     VALUES (:id, :enquiryId, :quotationId, :number, :token, :language, :currency, :total, :incoterm, :port,
       :buyerCompany, :consignee, :notifyParty, :paymentTerms, :advancePercent, :expectedShipment, :bank, :at,
       :author)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, product, description, quantity_milli, unit, price_minor,
       amount_minor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMilestone = db.prepare(
    `INSERT OR IGNORE INTO order_milestones (order_id, kind, happened_on, details, mailed, recorded_at, recorded_by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPayment = db.prepare(
    `INSERT INTO order_payments (id, order_id, amount_minor, received_on, reference, recorded_at, recorded_by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const changeBank = db.prepare(
    "UPDATE orders SET previous_bank = bank, bank = ?, bank_changed_at = ? WHERE id = ? AND bank != ?",
  );

  function full(row: Row | undefined): StoredOrder | undefined {
    if (!row) return undefined;
    const payments = selectPayments.all(row.id) as StoredPayment[];
    const milestones = (
      selectMilestones.all(row.id) as (Omit<StoredMilestone, "details" | "mailed"> & {
        details: string;
        mailed: number;
      })[]
    ).map((m) => ({
      ...m,
      details: JSON.parse(m.details) as Record<string, string>,
      mailed: m.mailed === 1,
    }));
    return {
      ...row,
      bank: JSON.parse(row.bank) as BankDetails,
      previousBank: row.previousBank === null ? null : (JSON.parse(row.previousBank) as BankDetails),
      lines: (selectLines.all(row.id) as (OrderLine & Nullable<LinePacking>)[]).map(packedLine),
      milestones,
      payments,
      paidMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
    };
  }
  const many = (rows: unknown[]) => (rows as Row[]).map((row) => full(row) as StoredOrder);

  return {
    get: (id: string) => full(byId.get(id) as Row | undefined),
    byToken: (token: string) => full(byToken.get(token) as Row | undefined),
    ofEnquiry: (enquiryId: string) => many(ofEnquiry.all(enquiryId)),
    /** Orders not yet paid in full, spam left out, oldest first. */
    open: () => many(open.all()),
    /** Every order, spam left out, oldest first (the Overview's figures). */
    all: () => many(all.all()),

    /** A new order, numbered after the enquiry's others, its lines copied as they are. */
    create(order: NewOrder, author: string): StoredOrder {
      return transaction(db, () => {
        const id = randomUUID();
        const { n } = nextNumber.get(order.enquiryId) as { n: number };
        const { lines, bank, ...fields } = order;
        insert.run({
          ...fields,
          id,
          number: n,
          token: newOrderToken(),
          total: lines.reduce((sum, line) => sum + line.amountMinor, 0),
          bank: JSON.stringify(bank),
          at: now().toISOString(),
          author,
        });
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
        return full(byId.get(id) as Row) as StoredOrder;
      });
    },

    /** False when the order already has this milestone (each happens once). */
    addMilestone(
      orderId: string,
      milestone: { kind: MilestoneKind; on: string; details: Record<string, string>; mailed: boolean },
      author: string,
    ): boolean {
      const { kind, on, details, mailed } = milestone;
      const at = now().toISOString();
      return (
        insertMilestone.run(orderId, kind, on, JSON.stringify(details), mailed ? 1 : 0, at, author).changes >
        0
      );
    },

    addPayment(orderId: string, payment: Omit<StoredPayment, "id">, author: string) {
      const at = now().toISOString();
      insertPayment.run(
        randomUUID(),
        orderId,
        payment.amountMinor,
        payment.on,
        payment.reference,
        at,
        author,
      );
    },

    /** Each line's packing, in the lines' order (the caller gives one per line). */
    setPacking(orderId: string, packing: readonly LinePacking[]) {
      packing.forEach((p, i) => {
        updatePacking.run(p.packageCount, p.packageKind, p.netGrams, p.grossGrams, orderId, i + 1);
      });
    },

    /** The order moved to new bank details, the old ones kept to show the change; false when already on them. */
    changeBank(orderId: string, bank: BankDetails): boolean {
      const text = JSON.stringify(bank);
      return changeBank.run(text, now().toISOString(), orderId, text).changes > 0;
    },
  };
}
