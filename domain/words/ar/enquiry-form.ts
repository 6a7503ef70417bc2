import type { enquiryFormWords as english } from "../en/enquiry-form.ts";
import type { Translation } from "../translation.ts";

export const enquiryFormWords = {
  heading: "أرسل لنا استفسارك",
  labels: {
    name: "الاسم الكامل",
    company: "اسم الشركة",
    phone: "رقم الجوال",
    email: "البريد الإلكتروني",
    message: "الرسالة",
  },
  submit: "إرسال الرسالة",
  sending: "جارٍ الإرسال…",
  failed: "تعذّر إرسال الرسالة.",
  sentFallback: "شكراً لك! تم إرسال رسالتك.",
  dismiss: "إغلاق",
  productLine: (productName: string) => `استفسار عن ${productName}:`,
  noScript: {
    sentId: "enquiry-sent",
    errorId: "enquiry-error",
  },
  honeypotLabel: "اترك هذا الحقل فارغاً",
  quote: {
    legend: "تفاصيل عرض السعر (اختياري)",
    intro: "أخبرنا بما تحتاج إليه، ويمكننا أن نرسل لك عرض السعر في ردّنا الأول.",
    labels: {
      product: "المنتج",
      quantity: "الكمية",
      unit: "الوحدة",
      port: "ميناء الوصول",
      incoterm: "شرط التسليم (Incoterms)",
      samples: "أرغب في الحصول على عيّنات",
    },
    units: {
      kg: "كغ",
      MT: "MT",
      "20 ft containers": "حاويات 20 قدماً",
      "40 ft containers": "حاويات 40 قدماً",
    },
    notChosen: "غير محدد",
    otherProduct: "منتج آخر",
    portHint: "مثال: جبل علي (دبي)",
    incotermHint: "من يدفع تكاليف البضاعة ومن ينقلها وإلى أين. اختر شرطاً لترى معناه.",
    incoterms: {
      EXW: {
        name: "تسليم أرض المصنع",
        meaning: "تستلم البضاعة من مستودعنا وتتحمّل جميع التكاليف من هناك.",
      },
      FCA: {
        name: "التسليم إلى الناقل",
        meaning: "نخلّص البضاعة للتصدير ونسلّمها إلى ناقلك في المكان المتفق عليه.",
      },
      FOB: {
        name: "التسليم على ظهر السفينة",
        meaning: "نحمّل البضاعة على سفينتك في الميناء الهندي، والشحن البحري والتأمين على حسابك.",
      },
      CFR: {
        name: "التكلفة والشحن",
        meaning: "ندفع أجرة الشحن البحري حتى مينائك، وتنتقل المخاطر إليك بمجرد تحميل البضاعة على السفينة.",
      },
      CIF: {
        name: "التكلفة والتأمين والشحن",
        meaning: "مثل CFR، ونؤمّن على البضاعة في البحر حتى مينائك.",
      },
      CIP: {
        name: "أجور النقل والتأمين مدفوعة إلى",
        meaning: "ندفع أجور النقل والتأمين حتى المكان المتفق عليه، بأي وسيلة نقل.",
      },
      DAP: {
        name: "التسليم في المكان",
        meaning: "نسلّم البضاعة في المكان الذي تحدده جاهزة للتفريغ، ورسوم الاستيراد وتخليصه على حسابك.",
      },
      DDP: {
        name: "التسليم مع دفع الرسوم",
        meaning: "نسلّم البضاعة في المكان الذي تحدده بعد دفع رسوم الاستيراد وإتمام التخليص الجمركي.",
      },
    },
  },
  phone: {
    searchPlaceholder: "بحث",
    searchEmpty: "لا توجد نتائج",
    specialLabel: "الهاتف",
    searchLabel: "ابحث عن بلد",
    countryListLabel: "البلدان",
    countryButtonLabel: (name: string, dialCode: string) => `البلد: ${name} +${dialCode}`,
    numberMissing: "يُرجى ملء هذا الحقل.",
  },
} as const satisfies Translation<typeof english>;
