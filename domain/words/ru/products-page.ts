import { company } from "../../company.ts";
import type { productsPageWords as english } from "../en/products-page.ts";
import type { Translation } from "../translation.ts";

export const productsPageWords = {
  meta: {
    title: `Наша продукция | ${company.name}`,
    description:
      "Красный и жёлтый лук, зелёный перец чили G4 и нут: индийская продукция экспортного качества, упакованная по вашей спецификации.",
  },
  heading: "Наша продукция",
  intro:
    "Продукция экспортного качества с индийских полей, откалиброванная и упакованная по вашей спецификации.",
  readMore: "Подробнее",
  readMoreAbout: (name: string) => `: ${name}`,
  detail: {
    codeLabel: "HS code",
    submitRequest: "Отправить запрос",
    backToProducts: "Назад к продукции",
    specificationsHeading: "Характеристики",
    downloadSpecSheet: "Скачать спецификацию (PDF)",
    printedFrom: "Распечатано с",
    gallery: {
      thumbnails: "Фотографии товара",
      view: "Увеличенное фото",
      previous: "Предыдущее фото",
      next: "Следующее фото",
      close: "Закрыть",
    },
  },
  notFound: {
    title: "Продукт не найден",
    text: "Проверьте адрес или вернитесь на страницу продукции.",
    link: "Вся продукция",
  },
} as const satisfies Translation<typeof english>;
