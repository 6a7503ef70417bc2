// The quotation's life: written on the desk, sent to the buyer (mail with the PDF and the page's link, the
// enquiry 'quoted'), viewed and accepted on the buyer's page (the enquiry 'won', the owner told by push and
// mail). Each step commits with its history; mails go through the mail queue and the outbox.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { languages } from "#domain/i18n.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { companyNamed } from "#domain/site-content/company-named.ts";
import type { Company, SiteContent } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { transaction } from "../database/database.ts";
import type { DeskStore } from "../enquiries/desk-store.ts";
import { oneLine } from "../mail/enquiry-mail.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import { mailDomain } from "../mail/mailer.ts";
import { threadRoot } from "../mail/notifications.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { expiryFollowUp } from "./expiry-follow-up.ts";
import { quotationPdf } from "./pdf.ts";
import { prefillOf, validDays } from "./prefill.ts";
import {
  type AcceptOutcome,
  type QuotationInput,
  type QuotationStore,
  quotationName,
  quotationPath,
  quotationView,
  type StoredQuotation,
} from "./store.ts";
import { dayInZone } from "./validity.ts";
import { quotationWords } from "./words.ts";

export type QuotationSettings = {
  /** MAIL_FROM: Message-IDs are made under its domain. */
  from: string;
  /** The owner's inbox (ENQUIRY_TO): the buyer's answer reaches her there, and so does news of an acceptance. */
  ownerInbox: string;
  timeZone: string;
  /**
   * The site's published content, read when it is used: a new quotation starts from its product's facts, and the
   * mail, the PDF and the buyer's page carry its company's.
   */
  publishedContent: () => SiteContent;
};

export type Quotations = ReturnType<typeof createQuotations>;

/** The buyer's actor name in the history. */
const buyer = "buyer";

export function createQuotations(
  db: DatabaseSync,
  store: QuotationStore,
  desk: DeskStore,
  mails: MailQueue,
  settings: QuotationSettings,
  now: () => Date,
) {
  const domain = mailDomain(settings.from);
  const view = (q: StoredQuotation) => quotationView(q, store.expired(q));
  const enquiryOf = (id: string) => desk.get(id)?.enquiry;
  /** The amount as the owner reads it: "USD 23,400.00". */
  const amount = (q: StoredQuotation) => formatMoney("en-GB", q.totalMinor, q.currency);

  function composeMail(q: StoredQuotation, to: { name: string; company: string }, company: Company) {
    const words = quotationWords[q.language];
    const link = absoluteUrl(quotationPath(q.token));
    const contact = [
      company.name,
      `${words.labels.email}: ${company.contact.email}`,
      `${words.labels.phone}: ${company.contact.phone}`,
    ];
    const text = [q.message, "", words.linkLead, link, "", words.signOff, ...contact, ""].join("\n");
    const { dir } = languages[q.language];
    const html = `<!doctype html><html lang="${q.language}" dir="${dir}"><body>
<div style="white-space:pre-wrap">${escapeHtml(q.message)}</div>
<p>${escapeHtml(words.linkLead)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(words.signOff)}<br>${contact.map(escapeHtml).join("<br>")}</p>
</body></html>`;
    return { subject: companyNamed(words.subject(quotationName(q)), company.name), text, html, to };
  }

  return {
    /** Undefined when there is no such enquiry. */
    list(enquiryId: string) {
      const enquiry = enquiryOf(enquiryId);
      if (!enquiry) return undefined;
      return {
        prefill: prefillOf(
          enquiry,
          dayInZone(now(), settings.timeZone, validDays),
          settings.publishedContent(),
        ),
        quotations: store.ofEnquiry(enquiryId).map(view),
      };
    },

    create(enquiryId: string, input: QuotationInput, author: string) {
      const enquiry = enquiryOf(enquiryId);
      if (!enquiry) return undefined;
      return view(store.create(enquiryId, enquiry.siteLanguage, input, author));
    },

    /** "sent" when it is not a draft any more. */
    change(id: string, input: QuotationInput) {
      const q = store.get(id);
      if (!q) return undefined;
      if (!store.change(id, input)) return "sent" as const;
      return view(store.get(id) as StoredQuotation);
    },

    /**
     * Sends a draft: its PDF made, then in one transaction the quotation marked sent (the earlier one
     * superseded), its mail queued with the PDF, the history written and the enquiry moved to 'quoted'.
     */
    async send(id: string, author: string) {
      const draft = store.get(id);
      if (!draft) return undefined;
      if (draft.state !== "draft") return "sent" as const;
      const enquiry = enquiryOf(draft.enquiryId);
      if (!enquiry) return undefined;
      const to = { name: oneLine(enquiry.name, 100), company: oneLine(enquiry.company, 100) };
      // The company as published now: the PDF keeps these facts, as a sent document does, and the mail says the same.
      const { company } = settings.publishedContent();
      const pdf = await quotationPdf(draft, to, dayInZone(now(), settings.timeZone), company);
      return transaction(db, () => {
        const q = store.get(id);
        if (q?.state !== "draft") return "sent" as const;
        store.markSent(id, q.enquiryId, pdf);
        const mail = composeMail(q, to, company);
        const root = threadRoot(q.enquiryId, domain);
        const earlier = mails.thread(q.enquiryId);
        mails.queue({
          enquiryId: q.enquiryId,
          kind: "reply",
          author,
          to: { name: to.name, address: enquiry.email },
          replyTo: settings.ownerInbox,
          headers: {
            "In-Reply-To": earlier.at(-1) ?? root,
            References: [root, ...earlier.slice(-9)].join(" "),
          },
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<quotation-${randomUUID()}@${domain}>`,
          quotationId: id,
        });
        desk.record(q.enquiryId, author, "quotation", `Quotation ${quotationName(q)} sent: ${amount(q)}`);
        if (enquiry.status !== "quoted") desk.change(q.enquiryId, { status: "quoted" }, author);
        const followUp = expiryFollowUp(q, dayInZone(now(), settings.timeZone));
        if (!enquiry.followUp || enquiry.followUp.on > followUp.on)
          desk.change(q.enquiryId, { followUp }, author);
        return view(store.get(id) as StoredQuotation);
      });
    },

    /**
     * The buyer's page: the quotation by its token, and, when a later one replaced it, that one's page; with a
     * `visit` (the buyer's own browser, public-routes.ts decides), his view recorded, the first in the history
     * too. Undefined for an unknown token or a draft.
     */
    open(token: string, visit?: { country: string | null }) {
      const q = store.byToken(token);
      if (!q || q.state === "draft") return undefined;
      if (visit && store.viewed(q.id, visit.country))
        desk.record(q.enquiryId, buyer, "quotation", `Quotation ${quotationName(q)} viewed`);
      const current = q.state === "superseded" ? store.currentOf(q.enquiryId) : undefined;
      const seen = store.get(q.id) as StoredQuotation;
      return {
        quotation: seen,
        expired: store.expired(seen),
        currentPath: current && quotationPath(current.token),
        company: settings.publishedContent().company,
      };
    },

    /**
     * The buyer's acceptance, at most once: the enquiry moves to 'won' and the owner's mail is queued in the same
     * transaction; `onAccepted` (push, outbox) follows only a first acceptance.
     */
    accept(token: string, name: string): AcceptOutcome | undefined {
      const q = store.byToken(token);
      if (!q) return undefined;
      return transaction(db, () => {
        const outcome = store.accept(q.id, name);
        if (outcome !== "accepted") return outcome;
        const enquiry = enquiryOf(q.enquiryId);
        const who = oneLine(enquiry?.company || enquiry?.name || "", 100);
        desk.record(
          q.enquiryId,
          buyer,
          "quotation",
          `Quotation ${quotationName(q)} accepted by ${oneLine(name, 100)}`,
        );
        if (enquiry?.status !== "won") desk.change(q.enquiryId, { status: "won" }, buyer);
        // Its own reminder is not needed any more; one the team set themselves stays.
        if (enquiry?.followUp?.note === expiryFollowUp(q, "").note) {
          desk.change(q.enquiryId, { followUp: null }, buyer);
        }
        const subject = `Quotation accepted: ${who} - ${amount(q)}`;
        const text = `${subject}\n\nQuotation ${quotationName(q)}, accepted by ${oneLine(name, 100)}.\n`;
        mails.queue({
          enquiryId: null,
          kind: "reply",
          to: { name: "", address: settings.ownerInbox },
          replyTo: settings.ownerInbox,
          headers: {},
          subject,
          text,
          html: `<!doctype html><html><body><p>${escapeHtml(text)}</p></body></html>`,
          messageId: `<accepted-${q.id}@${domain}>`,
        });
        return outcome;
      });
    },

    pdf: (q: StoredQuotation) => store.pdf(q.id),
  };
}
