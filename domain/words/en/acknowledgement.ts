import { company } from "../../company.ts";
import type { Translation } from "../translation.ts";

/** Words of the acknowledgement mail a buyer gets for an enquiry, and of the answer the form shows. */
export const acknowledgementWords = {
  /** Starts every enquiry reference: VA-7K3F9Q. */
  referencePrefix: "VA",
  /** The 201 answer's message, shown in the form's alert (the spec keeps the server's message). */
  received: (reference: string) =>
    `Thank you! Your enquiry has been received. Your reference is ${reference}. We will get back to you soon.`,
  subject: (reference: string) => `Your enquiry to ${company.name} (${reference})`,
  greeting: (name: string) => `Dear ${name},`,
  thanks: `thank you for your enquiry to ${company.name}. We have received it and will answer ${company.answerWithin}.`,
  referenceLine: (reference: string) =>
    `Your reference is ${reference}. Please mention it when you write or call.`,
  messageLead: "Your message:",
  signOff: "Kind regards,",
  labels: { email: "E-mail", phone: "Phone" },
  automatic:
    "This is an automatic reply. Replying to it reaches us; there is no need to send your enquiry again.",
} as const;

/**
 * The words a language's twin of this module has (domain/words/<code>/acknowledgement.ts): all but the
 * reference's prefix, which is the same in every language (enquiry-reference.ts).
 */
export type AcknowledgementWords = Translation<Omit<typeof acknowledgementWords, "referencePrefix">>;
