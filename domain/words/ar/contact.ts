import { company } from "../../company.ts";
import type { contactWords as english } from "../en/contact.ts";
import type { Translation } from "../translation.ts";

export const contactWords = {
  meta: {
    title: `اتصل بنا | ${company.name}`,
    description: `أرسل استفساراً أو اطلب عرض سعر من ${company.name}: بصل وفلفل أخضر وحمص للتصدير.`,
  },
  heading: "اتصل بنا",
  intro: "لديك سؤال أو تحتاج إلى عرض سعر؟ أرسل لنا رسالة وسنرد عليك خلال يوم عمل واحد.",
  blocks: { location: "العنوان", email: "البريد الإلكتروني", phone: "الهاتف" },
  formResult: {
    sent: "شكرًا لك! تم إرسال رسالتك، وسنتواصل معك قريبًا.",
    error: "تعذّر إرسال رسالتك. يُرجى مراجعة الحقول والمحاولة مرة أخرى.",
  },
} as const satisfies Translation<typeof english>;
