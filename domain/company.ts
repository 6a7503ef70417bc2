/**
 * Facts about the company, each defined once: the defaults that seed the owner's content
 * (domain/site-content/defaults.ts). She changes them in the desk's Site section, and every page, the footer
 * and the contact page follow.
 */
export const company = {
  name: "Vardhan Agro Exports",
  /** The logo's two lines: the short name large, the rest small beneath it. */
  logo: { primary: "Vardhan", secondary: "Agro Exports" },
  description:
    "An Indian exporter, supplier and trader of dehydrated vegetables and farm produce for buyers worldwide.",
  address: {
    lines: ["Plot 14, Lasalgaon Road", "Niphad, Nashik 422306", "Maharashtra, India"],
  },
  email: "exports@vardhanagro.example",
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  /** WhatsApp's click-to-chat link takes the number in international format, digits only. */
  whatsappUrl: "https://wa.me/919876543210",
  instagramUrl: "https://www.instagram.com/vardhanagroexports",
  directors: { sales: "Rohan Deshmukh", marketing: "Priya Deshmukh" },
  /** The GSTIN shown partly masked, as Indian exporters usually publish it. */
  maskedTaxNumber: "27ABCPD****K1Z5",
  yearEstablished: 2025,
  /** How soon the company answers an enquiry: the contact page and the acknowledgement mail promise it. */
  answerWithin: "within one business day",
} as const;
