// The order's life: made from an accepted quotation (its lines, currency, Incoterm and port copied as accepted,
// the bank details as published then), moved on by its milestones (each in the enquiry's history, each able to
// mail the buyer in his language through the outbox), paid by payments recorded against it. Each step commits
// with its history and its mail.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { z } from "zod";
import type {
  milestoneInput,
  order,
  orderInput,
  orderSummary,
  packingInput,
  paymentInput,
} from "#domain/desk/order-contract.ts";
import { languages } from "#domain/i18n.ts";
import { bankDetailsOf, sameBankDetails } from "#domain/orders/bank-details.ts";
import { documentReady } from "#domain/orders/documents.ts";
import { milestoneKinds, milestoneLabels, nextMilestone, realisationDue } from "#domain/orders/milestones.ts";
import {
  amountText,
  formatMoney,
  parseAmount,
  parseQuantity,
  quantityText,
} from "#domain/quotations/money.ts";
import { companyNamed } from "#domain/site-content/company-named.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { transaction } from "../database/database.ts";
import type { DeskStore } from "../enquiries/desk-store.ts";
import { oneLine } from "../mail/enquiry-mail.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import { mailDomain } from "../mail/mailer.ts";
import { threadRoot } from "../mail/notifications.ts";
import type { QuotationStore } from "../quotations/store.ts";
import { quotationName } from "../quotations/store.ts";
import { dayInZone } from "../quotations/validity.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import {
  isPacked,
  type LinePacking,
  type OrderStore,
  orderName,
  orderPath,
  type StoredOrder,
} from "./store.ts";
import { orderWords } from "./words.ts";

export type OrderSettings = {
  /** MAIL_FROM: Message-IDs are made under its domain. */
  from: string;
  /** The owner's inbox (ENQUIRY_TO): the buyer's answers to a milestone's mail reach her there. */
  ownerInbox: string;
  /** OWNER_TIME_ZONE: the day an order is late on, and this month's start for the Overview. */
  timeZone: string;
  /** PROCEEDS_REALISATION_MONTHS: how long after the bill of lading a shipment's proceeds must be realised. */
  realisationMonths: number;
  /** The published content: a new order copies its company's bank details; mails carry its company's name. */
  publishedContent: () => SiteContent;
};

export type OrderInput = z.output<typeof orderInput>;
export type MilestoneInput = z.output<typeof milestoneInput>;
export type PaymentInput = z.output<typeof paymentInput>;
type PackingLines = z.output<typeof packingInput>["lines"];
type OrderSummary = z.output<typeof orderSummary>;
type OrderView = z.output<typeof order>;

/** A shipped order whose proceeds' follow-up day has come: who to push, and what to tell them. */
export type ProceedsFollowUp = { id: string; enquiryId: string; name: string; due: string; followUp: string };

/** A refusal the desk shows as it is: the request was understood but cannot be done. */
export type Refusal = { refused: string; status: 400 | 409 };
export const refuse = (refused: string, status: 400 | 409 = 409): Refusal => ({ refused, status });
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refused" in value;

export type Orders = ReturnType<typeof createOrders>;

/** The packing as stored (weights in grams), one per order line, else a refusal. */
function packingOf(o: StoredOrder, lines: PackingLines): LinePacking[] | Refusal {
  if (lines.length !== o.lines.length)
    return refuse(`Give the packing of each of the order's ${o.lines.length} lines.`, 400);
  // The contract has checked each weight reads as kilograms with at most three decimals.
  return lines.map((line) => ({
    packageCount: line.packageCount,
    packageKind: line.packageKind,
    netGrams: parseQuantity(line.net) as number,
    grossGrams: parseQuantity(line.gross) as number,
  }));
}

export function createOrders(
  db: DatabaseSync,
  store: OrderStore,
  quotations: Pick<QuotationStore, "get">,
  desk: DeskStore,
  mails: MailQueue,
  settings: OrderSettings,
  now: () => Date,
) {
  const domain = mailDomain(settings.from);
  const today = () => dayInZone(now(), settings.timeZone);
  const enquiryOf = (id: string) => desk.get(id)?.enquiry;

  function realisation(o: StoredOrder) {
    const sailed = o.milestones.find((m) => m.kind === "sailed");
    if (!sailed) return { due: null, followUp: null };
    return {
      due: realisationDue(sailed.on, settings.realisationMonths),
      followUp: realisationDue(sailed.on, settings.realisationMonths - 1),
    };
  }

  function summary(o: StoredOrder): OrderSummary {
    const done = o.milestones.map((m) => m.kind);
    const { due, followUp } = realisation(o);
    const paidInFull = done.includes("paid-in-full");
    const late =
      (!done.includes("sailed") && o.expectedShipment < today()) || (due !== null && due < today());
    const outstanding = o.totalMinor - o.paidMinor;
    return {
      id: o.id,
      enquiryId: o.enquiryId,
      name: orderName(o),
      buyerCompany: o.buyerCompany,
      currency: o.currency,
      total: amountText(o.totalMinor, o.currency),
      totalMinor: o.totalMinor,
      outstanding: amountText(outstanding, o.currency),
      outstandingMinor: outstanding,
      expectedShipment: o.expectedShipment,
      next: nextMilestone(done, o.paymentTerms) ?? null,
      overdue: !paidInFull && late,
      proceedsDue: !paidInFull && followUp !== null && followUp <= today(),
      realisationDue: due,
      followUp,
    };
  }

  function packingTotals(o: StoredOrder) {
    if (!isPacked(o)) return null;
    const packed = o.lines.flatMap((line) => (line.packing ? [line.packing] : []));
    const sum = (key: "packageCount" | "netGrams" | "grossGrams") =>
      packed.reduce((total, p) => total + p[key], 0);
    return {
      packageCount: sum("packageCount"),
      net: quantityText(sum("netGrams")),
      gross: quantityText(sum("grossGrams")),
    };
  }

  function view(o: StoredOrder): OrderView {
    const packed = isPacked(o);
    const document = (kind: Parameters<typeof documentReady>[0]) =>
      documentReady(kind, packed) ? `${orderPath(o.token)}/${kind}` : null;
    const published = bankDetailsOf(settings.publishedContent().company);
    const quotation = o.quotationId ? quotations.get(o.quotationId) : undefined;
    return {
      ...summary(o),
      quotationName: quotation ? quotationName(quotation) : null,
      language: o.language,
      incoterm: o.incoterm,
      port: o.port,
      consignee: o.consignee,
      notifyParty: o.notifyParty,
      paymentTerms: o.paymentTerms,
      advancePercent: o.advancePercent,
      lines: o.lines.map((line) => ({
        product: line.product,
        description: line.description,
        quantity: quantityText(line.quantityMilli),
        unit: line.unit,
        price: amountText(line.priceMinor, o.currency),
        amount: amountText(line.amountMinor, o.currency),
        packing: line.packing && {
          packageCount: line.packing.packageCount,
          packageKind: line.packing.packageKind,
          net: quantityText(line.packing.netGrams),
          gross: quantityText(line.packing.grossGrams),
        },
      })),
      packingTotals: packingTotals(o),
      documents: {
        proforma: `${orderPath(o.token)}/proforma`,
        commercialInvoice: document("commercial-invoice"),
        packingList: document("packing-list"),
      },
      paid: amountText(o.paidMinor, o.currency),
      paidMinor: o.paidMinor,
      milestones: o.milestones,
      payments: o.payments.map((p) => ({ ...p, amount: amountText(p.amountMinor, o.currency) })),
      bank: o.bank,
      bankChangedAt: o.bankChangedAt,
      newBank: sameBankDetails(published, o.bank) ? null : published,
      url: orderPath(o.token),
      createdAt: o.createdAt,
    };
  }

  /** The buyer's mail about a milestone, in his language, with his page's link and the bank details' warning. */
  function queueMilestoneMail(o: StoredOrder, kind: (typeof milestoneKinds)[number], author: string) {
    const enquiry = enquiryOf(o.enquiryId);
    if (!enquiry) return;
    const words = orderWords[o.language];
    const { company } = settings.publishedContent();
    const name = orderName(o);
    const step = words.milestones[kind];
    const link = absoluteUrl(orderPath(o.token));
    const contact = [
      company.name,
      `${words.labels.email}: ${company.contact.email}`,
      `${words.labels.phone}: ${company.contact.phone}`,
    ];
    const lead = words.mailLead(name, step);
    const text = [
      lead,
      "",
      words.linkLead,
      link,
      "",
      words.bankWarningAt(link),
      "",
      words.signOff,
      ...contact,
      "",
    ].join("\n");
    const html = `<!doctype html><html lang="${o.language}" dir="${languages[o.language].dir}"><body>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(words.linkLead)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p><strong>${escapeHtml(words.bankWarningAt(link))}</strong></p>
<p>${escapeHtml(words.signOff)}<br>${contact.map(escapeHtml).join("<br>")}</p>
</body></html>`;
    const root = threadRoot(o.enquiryId, domain);
    const earlier = mails.thread(o.enquiryId);
    mails.queue({
      enquiryId: o.enquiryId,
      kind: "reply",
      author,
      to: { name: oneLine(enquiry.name, 100), address: enquiry.email },
      replyTo: settings.ownerInbox,
      headers: { "In-Reply-To": earlier.at(-1) ?? root, References: [root, ...earlier.slice(-9)].join(" ") },
      subject: companyNamed(words.subject(name, step), company.name),
      text,
      html,
      messageId: `<order-${randomUUID()}@${domain}>`,
    });
  }

  /**
   * Order of the 'Orders' list: overdue first, then those whose proceeds are due, then by the step each waits
   * for, then the earliest to ship.
   */
  const byNextStep = (a: OrderSummary, b: OrderSummary) =>
    Number(b.overdue) - Number(a.overdue) ||
    Number(b.proceedsDue) - Number(a.proceedsDue) ||
    milestoneKinds.indexOf(a.next ?? "paid-in-full") - milestoneKinds.indexOf(b.next ?? "paid-in-full") ||
    a.expectedShipment.localeCompare(b.expectedShipment);

  return {
    /** The open orders (not paid in full), as the 'Orders' page lists them. */
    openOrders: () => store.open().map(summary).sort(byNextStep),

    get(id: string) {
      const o = store.get(id);
      return o && view(o);
    },

    /**
     * Shipped orders not paid in full whose proceeds' follow-up day has come by `through` (YYYY-MM-DD) and was
     * not pushed yet (server/push/follow-up-reminders.ts tells them each morning).
     */
    proceedsToTell(through: string): ProceedsFollowUp[] {
      return store.open().flatMap((o) => {
        const { due, followUp } = realisation(o);
        if (due === null || followUp === null || followUp > through || o.proceedsToldOn === followUp)
          return [];
        return [{ id: o.id, enquiryId: o.enquiryId, name: orderName(o), due, followUp }];
      });
    },

    markProceedsTold: ({ id, followUp }: ProceedsFollowUp) => store.markProceedsTold(id, followUp),

    /** Undefined when there is no such enquiry. */
    ofEnquiry(enquiryId: string) {
      const enquiry = enquiryOf(enquiryId);
      if (!enquiry) return undefined;
      const who = [enquiry.company, enquiry.name, enquiry.country?.name ?? ""].filter((s) => s.trim() !== "");
      return {
        prefill: {
          buyerCompany: oneLine(enquiry.company || enquiry.name, 200),
          consignee: who.join("\n"),
          notifyParty: who.join("\n"),
        },
        orders: store.ofEnquiry(enquiryId).map(summary),
      };
    },

    /** The next order of the quotation's enquiry, its lines and money exactly the accepted quotation's. */
    fromQuotation(quotationId: string, input: OrderInput, author: string): OrderView | Refusal | undefined {
      const q = quotations.get(quotationId);
      if (!q) return undefined;
      if (q.acceptedAt === null) return refuse("Only an accepted quotation can become an order.");
      return transaction(db, () => {
        const o = store.create(
          {
            enquiryId: q.enquiryId,
            quotationId: q.id,
            language: q.language,
            currency: q.currency,
            incoterm: q.incoterm,
            port: q.port,
            lines: q.lines,
            buyerCompany: input.buyerCompany,
            consignee: input.consignee,
            notifyParty: input.notifyParty,
            paymentTerms: input.paymentTerms,
            advancePercent: input.paymentTerms === "advance" ? input.advancePercent : null,
            expectedShipment: input.expectedShipment,
            bank: bankDetailsOf(settings.publishedContent().company),
          },
          author,
        );
        const total = formatMoney("en-GB", o.totalMinor, o.currency);
        desk.record(o.enquiryId, author, "order", `Order ${orderName(o)} created: ${total}`);
        return view(o);
      });
    },

    /**
     * A milestone, once per order; 'Advance received' records its amount as a payment too. The buyer's mail, when
     * asked for, is queued in the same transaction.
     */
    milestone(id: string, input: MilestoneInput, author: string): OrderView | Refusal | undefined {
      const o = store.get(id);
      if (!o) return undefined;
      const details = Object.fromEntries(
        Object.entries(input.details).filter(([, value]) => value.trim() !== ""),
      );
      let advanceMinor: number | undefined;
      if (input.kind === "advance-received") {
        advanceMinor = parseAmount(details.amount ?? "", o.currency);
        if (advanceMinor === undefined || advanceMinor > o.totalMinor - o.paidMinor)
          return refuse(
            `Give an amount above 0 in ${o.currency}, at most the ${amountText(o.totalMinor - o.paidMinor, o.currency)} outstanding.`,
            400,
          );
        details.amount = amountText(advanceMinor, o.currency);
      }
      const packing = input.packing && packingOf(o, input.packing);
      if (isRefusal(packing)) return packing;
      return transaction(db, () => {
        const { packing: _, ...milestone } = input;
        const added = store.addMilestone(o.id, { ...milestone, details, mailed: input.mailBuyer }, author);
        if (!added) return refuse(`This order is already marked '${milestoneLabels[input.kind]}'.`);
        if (packing) store.setPacking(o.id, packing);
        if (advanceMinor !== undefined)
          store.addPayment(
            o.id,
            { amountMinor: advanceMinor, on: input.on, reference: details.bankReference ?? "" },
            author,
          );
        if (input.mailBuyer) queueMilestoneMail(o, input.kind, author);
        const mailed = input.mailBuyer ? ", the buyer mailed" : "";
        desk.record(
          o.enquiryId,
          author,
          "order",
          `Order ${orderName(o)}: ${milestoneLabels[input.kind]} on ${input.on}${mailed}`,
        );
        return view(store.get(id) as StoredOrder);
      });
    },

    /** The packing entered at 'Packed', changed: every line's packages and weights anew. */
    packing(id: string, input: PackingLines, author: string): OrderView | Refusal | undefined {
      const o = store.get(id);
      if (!o) return undefined;
      if (!isPacked(o)) return refuse("Mark the order 'Packed' first: its packing is entered there.");
      const packing = packingOf(o, input);
      if (isRefusal(packing)) return packing;
      return transaction(db, () => {
        store.setPacking(o.id, packing);
        desk.record(o.enquiryId, author, "order", `Order ${orderName(o)}: packing changed`);
        return view(store.get(id) as StoredOrder);
      });
    },

    /** A payment in the order's currency, at most what is outstanding. */
    payment(id: string, input: PaymentInput, author: string): OrderView | Refusal | undefined {
      const o = store.get(id);
      if (!o) return undefined;
      const outstanding = o.totalMinor - o.paidMinor;
      const amountMinor = parseAmount(input.amount, o.currency);
      if (amountMinor === undefined || amountMinor > outstanding)
        return refuse(
          `Give an amount above 0 in ${o.currency}, at most the ${amountText(outstanding, o.currency)} outstanding.`,
          400,
        );
      return transaction(db, () => {
        store.addPayment(o.id, { amountMinor, on: input.on, reference: input.reference }, author);
        const amount = formatMoney("en-GB", amountMinor, o.currency);
        desk.record(
          o.enquiryId,
          author,
          "order",
          `Order ${orderName(o)}: payment of ${amount} received on ${input.on}`,
        );
        return view(store.get(id) as StoredOrder);
      });
    },

    /** 'Use the new bank details': the order moves to the Site's published ones, the buyer's page says when. */
    useNewBank(id: string, author: string): OrderView | Refusal | undefined {
      const o = store.get(id);
      if (!o) return undefined;
      const published = bankDetailsOf(settings.publishedContent().company);
      return transaction(db, () => {
        if (!store.changeBank(o.id, published))
          return refuse("This order already has the published bank details.");
        desk.record(
          o.enquiryId,
          author,
          "order",
          `Order ${orderName(o)}: bank details changed to the published ones`,
        );
        return view(store.get(id) as StoredOrder);
      });
    },

    /** The buyer's page: the order by its token, with the company as published now. */
    page(token: string) {
      const o = store.byToken(token);
      return o && { order: o, summary: summary(o), company: settings.publishedContent().company };
    },

    /**
     * The Overview: this month's sailings and payments per currency, and what the open orders owe per currency,
     * the currency with the oldest unpaid order first.
     */
    figures() {
      const monthStart = `${today().slice(0, 7)}-01`;
      const add = (
        sums: Map<string, { amountMinor: number; count: number; oldest: string }>,
        currency: string,
        minor: number,
        at: string,
      ) => {
        const sum = sums.get(currency) ?? { amountMinor: 0, count: 0, oldest: at };
        sums.set(currency, {
          amountMinor: sum.amountMinor + minor,
          count: sum.count + 1,
          oldest: sum.oldest < at ? sum.oldest : at,
        });
      };
      const shipped = new Map();
      const paid = new Map();
      const owed = new Map();
      for (const o of store.all()) {
        const sailed = o.milestones.find((m) => m.kind === "sailed");
        if (sailed && sailed.on >= monthStart) add(shipped, o.currency, o.totalMinor, o.createdAt);
        for (const p of o.payments) if (p.on >= monthStart) add(paid, o.currency, p.amountMinor, p.on);
        const outstanding = o.totalMinor - o.paidMinor;
        if (outstanding > 0 && !o.milestones.some((m) => m.kind === "paid-in-full"))
          add(owed, o.currency, outstanding, o.createdAt);
      }
      const rows = (sums: Map<string, { amountMinor: number; count: number; oldest: string }>) =>
        [...sums].map(([currency, sum]) => ({
          currency,
          ...sum,
          amount: amountText(sum.amountMinor, currency),
        }));
      const byAmount = (a: { amountMinor: number }, b: { amountMinor: number }) =>
        b.amountMinor - a.amountMinor;
      return {
        shipped: rows(shipped)
          .sort(byAmount)
          .map(({ oldest: _, ...row }) => row),
        paid: rows(paid)
          .sort(byAmount)
          .map(({ oldest: _, ...row }) => row),
        outstanding: rows(owed).sort((a, b) => a.oldest.localeCompare(b.oldest)),
      };
    },
  };
}
