import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { ConversationMail, EnquiryDetail, ReplyDraft, ReplyInput } from "#domain/desk/types.ts";
import { replyMailWords as copy } from "#domain/desk/words.ts";
import { otherProduct } from "#domain/enquiry/quote.ts";
import { salesDirectorOf, withPublishedFacts } from "#domain/site-content/company-facts.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { transaction } from "../database/database.ts";
import type { DeskStore } from "../enquiries/desk-store.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { oneLine } from "./enquiry-mail.ts";
import type { MailQueue } from "./mail-queue.ts";
import { mailDomain } from "./mailer.ts";
import { threadRoot } from "./notifications.ts";
import { fillTemplate, type TemplateStore } from "./templates.ts";

export type ReplySettings = {
  /** MAIL_FROM: Message-IDs are made under its domain. */
  from: string;
  /** The owner's inbox (ENQUIRY_TO): the buyer's answer reaches her there. */
  replyTo: string;
  /** The site's published content, read for each draft: its company signs the templates. */
  publishedContent: () => SiteContent;
};

/** Mail programs thread by References; a long conversation keeps its root and its latest mails. */
const maxReferences = 10;

/** The catalogue product the buyer asked about; 'Other' names none. */
const productTitle = (enquiry: EnquiryDetail) =>
  enquiry.product && enquiry.product.slug !== otherProduct ? enquiry.product.title : undefined;

export type Replies = ReturnType<typeof createReplies>;

/** The owner's replies from the desk: the composer's start, and sending (stored first, then the outbox). */
export function createReplies(
  db: DatabaseSync,
  desk: DeskStore,
  templates: TemplateStore,
  mails: MailQueue,
  settings: ReplySettings,
) {
  const domain = mailDomain(settings.from);

  return {
    /** Undefined when there is no such enquiry. */
    draft(enquiryId: string): ReplyDraft | undefined {
      const enquiry = desk.get(enquiryId)?.enquiry;
      if (!enquiry) return undefined;
      const product = productTitle(enquiry);
      const { company } = settings.publishedContent();
      const values = {
        name: oneLine(enquiry.name, 100),
        company: oneLine(enquiry.company, 100) || copy.noCompany,
        product: product ?? copy.noProduct,
        reference: enquiry.reference,
        // The desk knows its owners by e-mail only: {{owner}} is the sales director she published.
        owner: salesDirectorOf(company),
      };
      return {
        to: { name: values.name, address: enquiry.email },
        subject: copy.subject(product, enquiry.reference),
        // Her templates, with the starter templates' default name and phone replaced by hers (company-facts.ts).
        templates: templates
          .list()
          .map((t) => ({ ...t, body: withPublishedFacts(fillTemplate(t.body, values), company) })),
      };
    },

    /**
     * Stores the reply in the enquiry's conversation and queues it, in one transaction with the history: the
     * first reply moves a 'new' enquiry to 'replied'. Undefined when there is no such enquiry.
     */
    send(enquiryId: string, input: Required<ReplyInput>, author: string): ConversationMail | undefined {
      return transaction(db, () => {
        const enquiry = desk.get(enquiryId)?.enquiry;
        if (!enquiry) return undefined;
        const root = threadRoot(enquiryId, domain);
        const earlier = mails.thread(enquiryId);
        const references = [root, ...earlier.slice(1 - maxReferences)];
        const subject = oneLine(input.subject, 200);
        const id = mails.queue({
          enquiryId,
          kind: "reply",
          author,
          to: { name: oneLine(enquiry.name, 100), address: enquiry.email },
          replyTo: settings.replyTo,
          headers: { "In-Reply-To": earlier.at(-1) ?? root, References: references.join(" ") },
          subject,
          text: input.body,
          html: `<!doctype html><html><body><div style="white-space:pre-wrap">${escapeHtml(input.body)}</div></body></html>`,
          messageId: `<reply-${randomUUID()}@${domain}>`,
        });
        desk.record(enquiryId, author, "reply", copy.history(subject));
        if (enquiry.status === "new") desk.change(enquiryId, { status: "replied" }, author);
        return desk.get(enquiryId)?.conversation.find((mail) => mail.id === id);
      });
    },
  };
}
