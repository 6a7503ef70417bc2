import type { EnquiryStore, StoredEnquiry } from "../enquiries/enquiry-store.ts";
import { composeEnquiryMail } from "./enquiry-mail.ts";
import type { OutgoingMail } from "./mailer.ts";
import { mailDomain } from "./mailer.ts";
import type { MailSource } from "./outbox.ts";

/** Whom an enquiry's notification goes to; without `to`, the owner's inbox (MAIL_TO). */
export type NotificationRecipients = (enquiry: StoredEnquiry) => Pick<OutgoingMail, "to" | "cc">;

/**
 * The Message-ID of the owner's notification of an enquiry, and the root of its thread: every mail of the
 * enquiry's conversation names it in References, so mail programs file them together, and so can we.
 */
export const threadRoot = (enquiryId: string, domain: string) => `<enquiry-${enquiryId}@${domain}>`;

/**
 * The owner's notification of each enquiry, as the outbox delivers it: the delivery state lives on the
 * enquiry's own row. Its Message-ID and .eml file name are those the notification always had.
 */
export function notificationSource(
  store: EnquiryStore,
  from: string,
  recipientsOf: NotificationRecipients = () => ({}),
): MailSource {
  const domain = mailDomain(from);
  return {
    due: (limit) =>
      store.due(limit).map((enquiry) => {
        const { id, ...mail } = composeEnquiryMail(enquiry);
        return {
          mail: {
            ...mail,
            ...recipientsOf(enquiry),
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

/**
 * An enquiry assigned to someone is mailed to that person's own address, copied to whoever asked to hear of
 * every enquiry; one assigned to nobody goes to the business's inbox (MAIL_TO), as before assignment existed.
 */
export function notificationRecipients(
  emailOf: (personId: string) => string | undefined,
  wantingAll: () => { email: string }[],
): NotificationRecipients {
  return ({ assigneeId }) => {
    const address = assigneeId ? emailOf(assigneeId) : undefined;
    if (!address) return {};
    const cc = wantingAll()
      .map((person) => person.email)
      .filter((email) => email.toLowerCase() !== address.toLowerCase());
    return { to: { name: "", address }, ...(cc.length > 0 && { cc }) };
  };
}
