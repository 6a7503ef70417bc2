import { company } from "../../company.ts";
import type { aboutWords as english } from "../en/about.ts";
import type { Translation } from "../translation.ts";

export const aboutWords = {
  meta: {
    title: `من نحن | ${company.name}`,
    description: `من نحن ورؤيتنا ورسالتنا ونبذة عن شركة ${company.name}، المُصدِّر الهندي للبصل والفلفل الأخضر والحمص.`,
  },
  heading: "من نحن",
  intro: "بيت تصدير ناشئ قائم على صلة وثيقة بالمزارعين الهنود.",
  sections: [
    {
      heading: "من نحن",
      text: `${company.name} شركة مُصدِّرة ومورّدة وتاجرة للخضروات الطازجة والمجففة والمنتجات الزراعية، تأسست عام ${company.yearEstablished} في ناشيك بولاية ماهاراشترا، قلب منطقة البصل في الهند. نعمل مباشرةً مع المزارعين ومحطات التعبئة، فنعرف مصدر كل شحنة وكيف جرى تداولها.`,
    },
    {
      heading: "رؤيتنا",
      text: "أن نكون المورّد الأول الذي يثق به المشترون الدوليون في المنتجات الهندية: بجودة ثابتة وتعامل نزيه وشحنات تصل كما وُعد بها.",
    },
    {
      heading: "رسالتنا",
      text: "أن نصل المزارعين الهنود بالمشترين حول العالم عبر فرز دقيق وتعبئة تناسب الرحلة وتسعير عادل والرد على كل استفسار بسرعة ووضوح.",
    },
  ],
  overview: {
    heading: "نبذة عن الشركة",
    rows: [
      { label: "طبيعة النشاط", value: "مُصدِّر ومورّد وتاجر" },
      { label: "عدد الموظفين", value: "حتى 4" },
      { label: "سنة التأسيس", value: String(company.yearEstablished) },
      { label: "الأسواق المغطاة", value: "جميع أنحاء العالم" },
      {
        label: "المديرون (المبيعات والتسويق)",
        value: `${company.directors.sales} (المبيعات)، ${company.directors.marketing} (التسويق)`,
      },
      { label: "رقم ضريبة السلع والخدمات (GST)", value: company.maskedTaxNumber },
      { label: "حجم المبيعات السنوي", value: "نحو 10 إلى 15 لاك روبية (₹)" },
      { label: "الشكل القانوني", value: "مؤسسة فردية" },
    ],
  },
} as const satisfies Translation<typeof english>;
