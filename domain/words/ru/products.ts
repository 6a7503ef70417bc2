import { type ProductTexts, productsIn } from "../../products/product-catalogue.ts";

export const productTexts = {
  "red onions": {
    name: "красный лук",
    stripLabel: "Красный лук",
    imageAlt: "Две целые луковицы красного лука рядом с половинкой с фиолетовыми кольцами",
  },
  "Yellow Onions": {
    name: "Жёлтый лук",
    stripLabel: "Жёлтый лук",
    imageAlt: "Две золотисто-коричневые луковицы жёлтого лука и половинка луковицы",
  },
  "G4 Green Chillies": {
    name: "Зелёный перец чили G4",
    stripLabel: "Зелёный перец чили",
    imageAlt: "Три тонких глянцевых стручка зелёного перца чили G4 с плодоножками",
  },
  Chickpeas: {
    name: "Нут",
    stripLabel: "Нут",
    imageAlt: "Деревянная миска с кремовым нутом, несколько горошин рассыпаны рядом",
  },
} as const satisfies ProductTexts;

export const products = /* @__PURE__ */ productsIn(productTexts);
