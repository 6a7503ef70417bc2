import type { EnquiryStore } from "../enquiries/enquiry-store.ts";
import { composeEnquiryMail } from "./enquiry-mail.ts";
import { mailDomain } from "./mailer.ts";
import type { MailSource } from "./outbox.ts";

/**
 * The Message-ID of the owner's notification of an enquiry, and the root of its thread: every mail of the
 * enquiry's conversation names it in References, so mail programs file them together, and so can we.
 */
export const threadRoot = (enquiryId: string, domain: string) => `<enquiry-${enquiryId}@${domain}>`;

/**
 * The owner's notification of each enquiry, as the outbox delivers it: the delivery state lives on the
 * enquiry's own row. Its Message-ID and .eml file name are those the notification always had.
 */
export function notificationSource(store: EnquiryStore, from: string): MailSource {
  const domain = mailDomain(from);
  return {
    due: (limit) =>
      store.due(limit).map((enquiry) => {
        const { id, ...mail } = composeEnquiryMail(enquiry);
        return {
          mail: {
            ...mail,
            messageId: threadRoot(id, domain),
            file: id,
            kind: "notification",
            enquiryId: id,
          },
          attempts: enquiry.deliveryAttempts,
          markSent: () => store.markSent(id),
          markFailed: (error, nextAttemptAt) => store.markFailed(id, error, nextAttemptAt),
        };
      }),
    nextDueAt: () => store.nextDueAt(),
  };
}
