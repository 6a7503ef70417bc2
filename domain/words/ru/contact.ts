import { company } from "../../company.ts";
import type { contactWords as english } from "../en/contact.ts";
import type { Translation } from "../translation.ts";

export const contactWords = {
  meta: {
    title: `Контакты | ${company.name}`,
    description: `Отправьте запрос или запросите цену у ${company.name}: лук, зелёный перец чили и нут на экспорт.`,
  },
  heading: "Свяжитесь с нами",
  intro: "Есть вопрос или нужна цена? Напишите нам, и мы ответим в течение одного рабочего дня.",
  blocks: { location: "Адрес", email: "Эл. почта", phone: "Телефон" },
  formResult: {
    sent: "Спасибо! Ваше сообщение отправлено. Мы скоро с вами свяжемся.",
    error: "Не удалось отправить сообщение. Проверьте поля и попробуйте ещё раз.",
  },
} as const satisfies Translation<typeof english>;
