import { company } from "../../company.ts";
import type { productsPageWords as english } from "../en/products-page.ts";
import type { Translation } from "../translation.ts";

export const productsPageWords = {
  meta: {
    title: `منتجاتنا | ${company.name}`,
    description: "بصل أحمر وأصفر وفلفل أخضر G4 وحمص: منتجات هندية بجودة التصدير، معبأة وفق مواصفاتك.",
  },
  heading: "منتجاتنا",
  intro: "منتجات بجودة التصدير من المزارع الهندية، مفرزة ومعبأة وفق مواصفاتك.",
  readMore: "اقرأ المزيد",
  readMoreAbout: (name: string) => ` عن ${name}`,
  detail: {
    codeLabel: "HS code",
    submitRequest: "أرسل طلبك",
    backToProducts: "العودة إلى المنتجات",
    specificationsHeading: "المواصفات",
    downloadSpecSheet: "تنزيل ورقة المواصفات (PDF)",
    printedFrom: "طُبعت من",
    gallery: {
      thumbnails: "صور المنتج",
      view: "صورة أكبر",
      previous: "الصورة السابقة",
      next: "الصورة التالية",
      close: "إغلاق",
    },
  },
  notFound: {
    title: "المنتج غير موجود",
    text: "يرجى التحقق من الرابط أو العودة إلى صفحة المنتجات.",
    link: "عرض كل المنتجات",
  },
} as const satisfies Translation<typeof english>;
