import { company } from "../../company.ts";
import type { QuotationWords } from "../en/quotation.ts";

/** A quotation in Arabic (domain/words/en/quotation.ts). */
export const quotationWords = {
  title: (name: string) => `عرض السعر ${name}`,
  buyer: "إلى",
  date: "التاريخ",
  validUntil: "صالح حتى",
  columns: {
    product: "المنتج",
    description: "الوصف",
    quantity: "الكمية",
    unit: "الوحدة",
    price: "سعر الوحدة",
    amount: "المبلغ",
  },
  total: "الإجمالي",
  incoterm: "Incoterms 2020",
  paymentTerms: "شروط الدفع",
  leadTime: "مدة التسليم",
  notes: "ملاحظات",
  download: "تنزيل ملف PDF",
  accept: "قبول عرض السعر",
  yourName: "اسمك",
  confirm: "أقبل عرض السعر هذا وشروطه.",
  accepted: (date: string) => `تم القبول في ${date}`,
  acceptedBy: (name: string) => `بواسطة ${name}.`,
  expired: "انتهت صلاحية عرض السعر هذا ولم يعد من الممكن قبوله. يُرجى مراسلتنا لنرسل إليك عرضاً جديداً.",
  superseded: "حلّ محل عرض السعر هذا عرضٌ أحدث، ولم يعد من الممكن قبوله.",
  seeCurrent: "عرض السعر الساري",
  nameNeeded: "يُرجى كتابة اسمك لقبول عرض السعر.",
  confirmNeeded: "يُرجى تحديد المربع لتأكيد قبولك لعرض السعر.",
  foreignOrigin: "يُرجى قبول عرض السعر من صفحته.",
  tooMany: "طلبات كثيرة جداً من عنوانك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
  subject: (name: string) => `عرض السعر ${name} من ${company.name}`,
  greeting: (name: string) => `السيد/السيدة ${name} المحترم/ة،`,
  message:
    "نشكركم على استفساركم. تجدون عرض السعر مرفقاً بصيغة PDF، ويمكنكم أيضاً الاطلاع عليه عبر الإنترنت وقبوله بنقرة واحدة.",
  linkLead: "الاطلاع على عرض السعر وقبوله:",
  signOff: "مع أطيب التحيات،",
  labels: { email: "البريد الإلكتروني", phone: "الهاتف" },
} as const satisfies QuotationWords;
