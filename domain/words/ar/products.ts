import { type ProductTexts, productsIn } from "../../products/product-catalogue.ts";

export const productTexts = {
  "red onions": {
    name: "البصل الأحمر",
    stripLabel: "البصل الأحمر",
    imageAlt: "بصلتان حمراوان كاملتان بجانب نصف بصلة تظهر حلقاتها البنفسجية",
  },
  "Yellow Onions": {
    name: "البصل الأصفر",
    stripLabel: "البصل الأصفر",
    imageAlt: "بصلتان صفراوان بلون ذهبي بني بقشرة ورقية ونصف بصلة",
  },
  "G4 Green Chillies": {
    name: "الفلفل الأخضر G4",
    stripLabel: "الفلفل الأخضر",
    imageAlt: "ثلاث حبات رفيعة لامعة من الفلفل الأخضر G4 بأعناقها",
  },
  Chickpeas: {
    name: "الحمص",
    stripLabel: "الحمص",
    imageAlt: "وعاء خشبي مليء بالحمص بلون كريمي، وبعض الحبات متناثرة بجانبه",
  },
} as const satisfies ProductTexts;

export const products = /* @__PURE__ */ productsIn(productTexts);
