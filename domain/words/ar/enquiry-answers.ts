import type { QuoteUnit } from "../../enquiry/quote.ts";
import type { enquiryAnswerWords as english } from "../en/enquiry-answers.ts";
import { waitIn } from "../en/enquiry-answers.ts";
import type { Translation } from "../translation.ts";
import { enquiryFormWords } from "./enquiry-form.ts";

/** The enquiry API's answers in Arabic (domain/words/en/enquiry-answers.ts). Digits stay Latin, as on the site. */
export const enquiryAnswerWords = {
  labels: {
    name: "الاسم الكامل",
    company: "اسم الشركة",
    email: "البريد الإلكتروني",
    phone: "رقم الجوال",
    message: "الرسالة",
    product: "المنتج",
    unit: "الوحدة",
    port: "ميناء الوصول",
    incoterm: "شرط التسليم (Incoterm)",
  },
  required: (label: string) => `حقل «${label}» مطلوب.`,
  notText: (label: string) => `يجب أن يكون حقل «${label}» نصًا.`,
  tooLong: (label: string, max: number) => `الحد الأقصى لحقل «${label}» هو ${max} من الأحرف.`,
  oneOf: (label: string, choices: string) => `يجب أن تكون قيمة «${label}» إحدى القيم التالية: ${choices}.`,
  emailInvalid: "يُرجى إدخال عنوان بريد إلكتروني صحيح.",
  phoneDigits: (min: number, max: number) => `يجب أن يتكون رقم الجوال من ${min} إلى ${max} من الأرقام.`,
  quantityNotNumber: "يجب أن تكون الكمية رقمًا.",
  quantityPositive: "يجب أن تكون الكمية أكبر من 0.",
  quantityMax: (max: number, unit: QuoteUnit) =>
    `يجب ألا تتجاوز الكمية ${max.toLocaleString("ar-u-nu-latn")} ${enquiryFormWords.quote.units[unit]}.`,
  unitWithQuantity: "يُرجى تحديد وحدة الكمية.",
  quantityWithUnit: "يُرجى تحديد الكمية للوحدة المختارة.",
  portEmpty: "لا يمكن ترك ميناء الوصول فارغًا: إن لم تحتج إليه فلا ترسله.",
  portCharacters: "لا يقبل ميناء الوصول إلا الحروف والأرقام والمسافات و . , ' ( ) / - &.",
  samplesNotBoolean: "يجب أن تكون قيمة العينات صحيحة أو خاطئة (true أو false).",
  quoteNotObject: "يجب أن تكون تفاصيل عرض السعر كائنًا (object).",
  quoteUnknown: (keys: string) => `لا يوجد في تفاصيل عرض السعر حقل باسم ${keys}.`,
  fieldsLead: "يُرجى مراجعة النموذج:",
  notAField: (name: string) => `«${name}» ليس من حقول الاستفسار.`,
  unreadable: (fields: string) =>
    `تعذّرت قراءة الاستفسار. أرسل كائن JSON يحتوي على هذه الحقول بالضبط: ${fields} (ويمكن إضافة quote).`,
  tooLarge: (kilobytes: number) => `حجم الاستفسار كبير جدًا: الحد الأقصى ${kilobytes} كيلوبايت.`,
  notJson: "أرسل الاستفسار بصيغة JSON (Content-Type: application/json).",
  notUnderstood: "تعذّر فهم الاستفسار.",
  tooMany: (_after: string, seconds: number) =>
    `وصلنا من عنوانك عدد كبير جدًا من الاستفسارات. يُرجى المحاولة مرة أخرى بعد ${waitIn("ar-u-nu-latn", seconds)}.`,
  notSaved: "نعتذر، تعذّر حفظ استفسارك الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
  serverFault: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى لاحقًا.",
} as const satisfies Translation<typeof english>;
