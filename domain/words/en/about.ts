import { company } from "../../company.ts";

/** Copy of the About page; the overview table reads its facts from the company module. */
export const aboutWords = {
  meta: {
    title: `About Us | ${company.name}`,
    description: `Who we are, our vision and mission, and the company overview of ${company.name}, an Indian exporter of onions, green chillies and chickpeas.`,
  },
  heading: "About Us",
  intro: "A young export house built on close ties with Indian growers.",
  sections: [
    {
      heading: "Who We Are",
      text: `${company.name} is an exporter, supplier and trader of fresh and dehydrated vegetables and farm produce, founded in ${company.yearEstablished} in Nashik, Maharashtra, at the heart of India's onion country. We work directly with farmers and packhouses, so we know where every lot comes from and how it was handled.`,
    },
    {
      heading: "Our Vision",
      text: "To be the supplier international buyers trust first for Indian produce: known for consistent quality, honest dealing and shipments that arrive as promised.",
    },
    {
      heading: "Our Mission",
      text: "To connect Indian growers with buyers worldwide by grading carefully, packing for the journey, pricing fairly and answering every enquiry quickly and clearly.",
    },
  ],
  overview: {
    heading: "Company Overview",
    rows: [
      { label: "Nature of Business", value: "Exporter, Supplier and Trader" },
      { label: "Number of Employees", value: "Up to 4" },
      { label: "Year of Establishment", value: String(company.yearEstablished) },
      { label: "Market Covered", value: "Worldwide" },
      {
        label: "Directors (Sales and Marketing)",
        value: `${company.directors.sales} (Sales), ${company.directors.marketing} (Marketing)`,
      },
      { label: "GST Number", value: company.maskedTaxNumber },
      { label: "Annual Turnover", value: "About ₹10 to 15 Lakh" },
      { label: "Legal Status", value: "Sole Proprietorship" },
    ],
  },
} as const;
