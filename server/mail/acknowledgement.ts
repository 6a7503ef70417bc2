import type { FastifyBaseLogger } from "fastify";
import { languages } from "#domain/i18n.ts";
import { addressLines } from "#domain/site-content/company-facts.ts";
import { companyNamed } from "#domain/site-content/company-named.ts";
import type { Company, SiteContent } from "#domain/site-content/schema.ts";
import type { StoredEnquiry, WithNewEnquiry } from "../enquiries/enquiry-store.ts";
import { siteLanguageWords } from "../enquiries/site-language.ts";
import type { AcknowledgementLimits } from "../platform/config.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { createAcknowledgementRecord, dayMs } from "./acknowledgement-limits.ts";
import { oneLine } from "./enquiry-mail.ts";
import type { MailQueue } from "./mail-queue.ts";
import { mailDomain } from "./mailer.ts";
import { threadRoot } from "./notifications.ts";

export type AcknowledgementSettings = AcknowledgementLimits & {
  /** ACKNOWLEDGE=off sends none, and records none. */
  enabled: boolean;
  /** The owner's inbox (ENQUIRY_TO): the buyer's reply reaches the owner, not the website's sender. */
  replyTo: string;
  /** The sender (MAIL_FROM): Message-IDs are made under its domain. */
  from: string;
  /** The site's published content, read as each mail is composed: its company signs the mail. */
  publishedContent: () => SiteContent;
};

/** RFC 3834: an automatic reply, which other responders must not answer (Microsoft's header says the same). */
const autoReplyHeaders = { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" };

/**
 * The buyer's acknowledgement, in the language of the page the enquiry was sent from: thanks by name, the
 * reference, the message quoted, when to expect an answer; signed with the company as the owner published it
 * (the catalogue's words name the code's default company until companyNamed names hers).
 */
function composeParts(enquiry: StoredEnquiry, company: Company) {
  const { reference, siteLanguage } = enquiry;
  const words = siteLanguageWords[siteLanguage].acknowledgement;
  const named = (text: string) => companyNamed(text, company.name);
  const copy = {
    ...words,
    subject: (ref: string) => named(words.subject(ref)),
    thanks: named(words.thanks),
    referenceLine: (ref: string) => named(words.referenceLine(ref)),
    messageLead: named(words.messageLead),
    signOff: named(words.signOff),
    automatic: named(words.automatic),
  };
  const name = oneLine(enquiry.name, 100);
  const { contact: facts } = company;
  const contact = [
    company.name,
    ...addressLines(facts.address),
    `${copy.labels.email}: ${facts.email}`,
    `${copy.labels.phone}: ${facts.phone}`,
  ];
  const text = [
    copy.greeting(name),
    "",
    copy.thanks,
    "",
    copy.referenceLine(reference),
    "",
    copy.messageLead,
    ...enquiry.message.split(/\r?\n/).map((line) => `> ${line}`),
    "",
    copy.signOff,
    ...contact,
    "",
    copy.automatic,
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="${siteLanguage}" dir="${languages[siteLanguage].dir}"><body>
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.thanks)}</p>
<p><strong>${escapeHtml(copy.referenceLine(reference))}</strong></p>
<p>${escapeHtml(copy.messageLead)}</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</blockquote>
<p>${escapeHtml(copy.signOff)}<br>${contact.map(escapeHtml).join("<br>")}</p>
<p><small>${escapeHtml(copy.automatic)}</small></p>
</body></html>`;
  return { text, html, subject: copy.subject(reference) };
}

/**
 * Queues the buyer's acknowledgement of a new enquiry, inside the enquiry's transaction: a stored enquiry
 * always has its mail queued, or a log line saying why not. The site must not become a way
 * to mail-bomb a stranger: one per mailbox in 24 hours, and in any hour `maxPerDomain` to a domain,
 * `maxPerClient` for a client, `maxPerHour` in all (acknowledgement-limits.ts). Only stored enquiries come
 * here: the honeypot and the rate limit refuse before the store.
 */
export function acknowledgeEnquiries(
  queue: MailQueue,
  settings: AcknowledgementSettings,
  now: () => Date,
  log: FastifyBaseLogger,
): WithNewEnquiry {
  const domain = mailDomain(settings.from);
  const recent = createAcknowledgementRecord(
    queue.queuedSince("acknowledgement", now().getTime() - dayMs),
    settings,
  );
  return (enquiry) => {
    if (!settings.enabled) return;
    const acknowledgement = { recipient: enquiry.email, clientIp: enquiry.clientIp, at: now().getTime() };
    const reason = recent.refusal(acknowledgement);
    if (reason === null) {
      const root = threadRoot(enquiry.id, domain);
      queue.queue({
        ...composeParts(enquiry, settings.publishedContent().company),
        enquiryId: enquiry.id,
        kind: "acknowledgement",
        to: { name: oneLine(enquiry.name, 100), address: enquiry.email },
        replyTo: settings.replyTo,
        // The first mail of the enquiry's thread (notifications.ts).
        headers: { ...autoReplyHeaders, "In-Reply-To": root, References: root },
        messageId: `<ack-${enquiry.id}@${domain}>`,
      });
      recent.record(acknowledgement);
      log.info({ enquiryId: enquiry.id }, "acknowledgement queued");
    } else {
      // Logged, not stored: under a flood of enquiries nearly all are skipped, and a mail row for each doubled
      // the pages every enquiry's commit writes (docs/performance-log.md).
      log.info({ enquiryId: enquiry.id, reason }, "acknowledgement skipped");
    }
  };
}
