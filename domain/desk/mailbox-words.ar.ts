// Typed where it is imported (mailbox-words.ts): importing the type back would make a loop of modules.
export const arabic = {
  unreachableSince: "صندوق البريد غير متاح منذ",
  received: "مستلَم من",
  attachments: "المرفقات",
  download: "تنزيل",
  refused: {
    size: (limitMb: number) => `لم يُحفظ: أكبر من ${limitMb} ميغابايت. اطلب من المشتري إرساله بطريقة أخرى.`,
    enquiry: () =>
      "لم يُحفظ: هذا الاستفسار يحمل بالفعل أقصى عدد من الملفات يحفظه الموقع لاستفسار واحد. افتح الرسالة في برنامج بريدك.",
    total: () => "لم يُحفظ: امتلأت المساحة المخصصة للمرفقات في الموقع. افتح الرسالة في برنامج بريدك.",
  },
  notFromBuyer: "ليست من عنوان المشتري: تحقّق منها قبل أن تتصرف بناءً عليها.",
  noText: "(لا نص في هذه الرسالة.)",
  unreadable: "(تعذّرت قراءة هذه الرسالة هنا. افتحها في برنامج بريدك.)",
  truncated: (limitMb: number) =>
    `(كانت هذه الرسالة أكبر من ${limitMb} ميغابايت: يظهر هنا أولها فقط، دون المرفقات. افتحها في برنامج بريدك.)`,
};
