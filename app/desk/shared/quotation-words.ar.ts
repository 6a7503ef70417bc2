import { isolate } from "#domain/desk/bidi.ts";
import { deskLocale } from "#domain/desk/desk-language.ts";
import { enquiryFormWords } from "#domain/words/ar/enquiry-form.ts";
import { quotationWords } from "#domain/words/ar/quotation.ts";

const count = (n: number) => n.toLocaleString(deskLocale);

/**
 * Typed where it is imported (quotation-words.ts: `DeskQuotationWords`), not here: importing its type back would tie the two modules
 * in a loop (scripts/checks/import-cycles.ts).
 */
export const arabic = {
  open: "عرض سعر",
  close: "إغلاق",
  lines: "البنود",
  /** The columns as the buyer's Arabic quotation names them. */
  columns: quotationWords.columns,
  units: enquiryFormWords.quote.units,
  lineLabel: (n: number) => `البند ${count(n)}`,
  addLine: "إضافة بند",
  removeLine: "إزالة البند",
  terms: "الشروط",
  currency: "العملة",
  incoterm: "شرط التسليم (Incoterm)",
  port: "الميناء",
  validUntil: "صالح حتى",
  paymentTerms: "شروط الدفع",
  leadTime: "مدة التجهيز",
  notes: "ملاحظات",
  message: "الرسالة",
  messageHint: "نص الرسالة بلغة المشتري؛ يليه رابط عرض السعر وبيانات الاتصال بك.",
  total: "الإجمالي",
  notANumber: "–",
  save: "حفظ المسودة",
  send: "إرسال عرض السعر",
  sending: "جارٍ الإرسال…",
  revise: "تعديل",
  saved: "حُفظت المسودة.",
  sent: "أُرسل عرض السعر. سيجده المشتري في بريده، مع ملف PDF الخاص به وصفحته.",
  listHeading: "عروض الأسعار",
  states: { draft: "مسودة", sent: "مُرسل", superseded: "مستبدَل", expired: "منتهي الصلاحية" },
  viewed: "شوهد",
  notViewed: "لم يُشاهَد بعد",
  accepted: "مقبول",
  acceptedBy: (name: string) => `من ${isolate(name)}`,
  buyerPage: "صفحة المشتري",
  buyerPageHint: "اطلاعك أنت عليها لا يُحتسب مشاهدةً من المشتري.",
  document: "البنود والشروط والملاحظات",
  language: "اللغة",
  deliveryTerms: "التسليم",
  views: "مشاهدات المشتري",
  viewCount: (n: number) => (n === 1 ? "مشاهدة واحدة" : n === 2 ? "مشاهدتان" : `${count(n)} مشاهدات`),
  viewedFrom: (country: string) => `من ${country}`,
  viewsHint:
    "المشاهدة هي فتح متصفح المشتري للصفحة؛ وكل فتح خلال نصف ساعة من آخر فتح يُعدّ مشاهدة واحدة. لا تُحتسب ماسحات الروابط ولا اطلاعك أنت.",
  edit: "تعديل المسودة",
  inLanguage: (language: string) => `باللغة ${language}`,
  overview: {
    heading: "عروض الأسعار هذا الشهر",
    quoted: "المعروض (عروض الأسعار الحالية المرسلة)",
    accepted: "المقبول",
    share: "المقبول من المرسل",
    shareOf: (percent: string, accepted: string, of: string) => `${percent} (${accepted} من ${of})`,
    median: "الوقت الوسيط من الاستفسار إلى عرض السعر",
    none: "لا شيء بعد",
  },
};
