import { company } from "../../company.ts";
import type { AcknowledgementWords } from "../en/acknowledgement.ts";

/** The acknowledgement and the form's answer in Russian (domain/words/en/acknowledgement.ts). */
export const acknowledgementWords = {
  received: (reference: string) =>
    `Спасибо! Ваш запрос получен. Его номер — ${reference}. Мы скоро с вами свяжемся.`,
  subject: (reference: string) => `Ваш запрос в ${company.name} (${reference})`,
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  thanks: `Благодарим вас за запрос в компанию ${company.name}. Мы его получили и ответим в течение одного рабочего дня.`,
  referenceLine: (reference: string) =>
    `Номер вашего запроса — ${reference}. Пожалуйста, указывайте его, когда пишете или звоните нам.`,
  messageLead: "Ваше сообщение:",
  signOff: "С уважением,",
  labels: { email: "Эл. почта", phone: "Телефон" },
  automatic:
    "Это автоматическое сообщение. Ответ на него дойдёт до нас; отправлять запрос повторно не нужно.",
} as const satisfies AcknowledgementWords;
