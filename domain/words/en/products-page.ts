import { company } from "../../company.ts";

/** Copy of the product list and product detail pages (the products themselves live in products.ts). */
export const productsPageWords = {
  meta: {
    title: `Our Products | ${company.name}`,
    description:
      "Red onions, yellow onions, G4 green chillies and chickpeas: export-grade produce from India, packed to your specification.",
  },
  heading: "Our Products",
  intro: "Export-grade produce from Indian farms, graded and packed to your specification.",
  readMore: "Read More",
  /** Read after "Read More" by screen readers and search engines: which product the link is about. */
  readMoreAbout: (name: string) => ` about ${name}`,
  detail: {
    codeLabel: "HS Code",
    submitRequest: "Submit Request",
    backToProducts: "Back to products",
    specificationsHeading: "Specifications",
    downloadSpecSheet: "Download spec sheet (PDF)",
    /** The printed page's last line, before the page's address. */
    printedFrom: "Printed from",
    /** The product page's photos: the thumbnails' list, the larger view and its buttons. */
    gallery: {
      thumbnails: "Photos of the product",
      view: "Larger photo",
      previous: "Previous photo",
      next: "Next photo",
      close: "Close",
    },
  },
  notFound: {
    title: "Product Not Found",
    text: "Please check the URL or go back to the products page.",
    link: "View all products",
  },
} as const;
