import { company } from "../../company.ts";
import type { privacyWords as english } from "../en/privacy.ts";
import type { Translation } from "../translation.ts";

export const privacyWords = {
  meta: {
    title: `سياسة الخصوصية | ${company.name}`,
    description: `كيف تتعامل ${company.name} مع المعلومات التي تشاركها عبر هذا الموقع.`,
  },
  heading: "سياسة الخصوصية",
  text: `في ${company.name} نحافظ على سرية المعلومات التي تشاركها معنا. ولا نستخدمها إلا لتحسين خدماتنا والاستجابة لاحتياجاتك. لا نشارك معلوماتك الشخصية ولا نبيعها لأي جهة دون موافقتك. قد نجمع بيانات غير شخصية، مثل إحصاءات مجهولة الهوية عن طريقة استخدام الموقع. باستخدامك هذا الموقع فإنك توافق على سياسة الخصوصية هذه.`,
} as const satisfies Translation<typeof english>;
