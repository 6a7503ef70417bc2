/** The kinds as the buyer's Arabic page names them (domain/words/ar/order.ts). */
// Typed where it is imported: importing the type back would make a loop of modules.
export const arabic = {
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
