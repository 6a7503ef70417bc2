import type { OrderDocumentWords } from "./order-document-words.ts";

/** The kinds as the buyer's Arabic page names them (domain/words/ar/order.ts). */
export const arabic: OrderDocumentWords = {
  kinds: {
    "certificate-of-analysis": "شهادة التحليل",
    "phytosanitary-certificate": "شهادة الصحة النباتية",
    "certificate-of-origin": "شهادة المنشأ",
    "fumigation-certificate": "شهادة التبخير",
    "bill-of-lading": "بوليصة الشحن",
    insurance: "التأمين",
  },
  states: {
    "to-get": "مطلوب",
    uploaded: "مرفوع",
    shared: "مُشارَك مع المشتري",
  },
};
