import { company } from "../../company.ts";
import type { AcknowledgementWords } from "../en/acknowledgement.ts";

/** The acknowledgement and the form's answer in Arabic (domain/words/en/acknowledgement.ts). */
export const acknowledgementWords = {
  received: (reference: string) =>
    `شكرًا لك! لقد استلمنا استفسارك، ورقمه المرجعي ${reference}. سنتواصل معك قريبًا.`,
  subject: (reference: string) => `استفسارك إلى ${company.name} (${reference})`,
  greeting: (name: string) => `مرحبًا ${name}،`,
  thanks: `شكرًا على استفسارك إلى ${company.name}. لقد استلمناه وسنرد عليك خلال يوم عمل واحد.`,
  referenceLine: (reference: string) =>
    `الرقم المرجعي لاستفسارك هو ${reference}. يُرجى ذكره عند مراسلتنا أو الاتصال بنا.`,
  messageLead: "رسالتك:",
  signOff: "مع أطيب التحيات،",
  labels: { email: "البريد الإلكتروني", phone: "الهاتف" },
  automatic: "هذا رد آلي. إذا رددت عليه فسيصلنا ردك؛ لا حاجة إلى إرسال استفسارك مرة أخرى.",
} as const satisfies AcknowledgementWords;
