// The products' trade facts in English: the 'Specifications' table of each product page, its structured data
// and its spec sheet (PDF). Each language has this module's twin in domain/words/<code>/; the product page's
// loader reads the page's language's (~/lang/product-specifications) at build time only.
import type { ProductName } from "../../products/product-catalogue.ts";
import type { ProductSpecifications } from "./products.ts";

/** The rows of the table, in the order a buyer reads them, with their labels. */
/** Between two tariff codes of one product ("0713 20 10 (kabuli), 0713 20 20 (desi)"). */
export const listSeparator = ", ";

export const specificationLabels = {
  hsCodes: "HS code",
  origin: "Origin",
  varieties: "Varieties and grades",
  sizes: "Sizes",
  packaging: "Packaging",
  minimumOrder: "Minimum order",
  supplyCapacity: "Supply capacity",
  shelfLife: "Shelf life and storage",
  certificates: "Certificates and registrations",
  incoterms: "Incoterms",
  paymentTerms: "Payment terms",
  samples: "Samples",
  leadTime: "Lead time",
  containerLoad: "Container load",
} as const satisfies Record<keyof ProductSpecifications, string>;

// Facts every product shares, written once.
const registrations =
  "Registered with APEDA (RCMC); FSSAI licence; Import Export Code (IEC). With every shipment: phytosanitary certificate and certificate of origin";
const paymentTerms =
  "30% advance, balance against scanned documents before the original bill of lading is released; or irrevocable LC at sight";

export const productSpecifications = {
  "red onions": {
    hsCodes: [{ code: "07031010" }],
    origin: "Nashik and Lasalgaon, Maharashtra, India",
    varieties: "Nashik red onions (N-2-4-1, Bhima Kiran, Bhima Shakti); export grade, field-cured, dry skin",
    sizes: "40–55 mm, 55–65 mm and 65 mm+ (diameter)",
    packaging: "Mesh bags of 5 kg, 10 kg and 25 kg; jute bags of 25 kg and 50 kg; your own labels on request",
    minimumOrder: "One 20 ft reefer container",
    supplyCapacity: "Up to 300 MT a month, all year (kharif, late kharif and rabi crops)",
    shelfLife:
      "About 3 months from packing (rabi crop). Keep dry and ventilated at 65–70% RH; in transit 0–4 °C with fresh-air vents open",
    certificates: registrations,
    incoterms: "FOB Nhava Sheva (JNPT); CFR and CIF to your port",
    paymentTerms,
    samples:
      "Photos and video of your lot before loading; a 2–3 kg sample by courier, courier paid by the buyer",
    leadTime: "7–10 days from advance or LC to loading",
    containerLoad: "40 ft reefer: about 28–29 MT in 25 kg bags; 20 ft reefer: about 13–14 MT",
  },
  "Yellow Onions": {
    hsCodes: [{ code: "07031010" }],
    origin: "Nashik, Ahilyanagar and Pune districts, Maharashtra, India",
    varieties: "Phule Suvarna and Arka Pitambar (golden skin, cream flesh); export grade, cured",
    sizes: "40–55 mm, 55–70 mm and 70 mm+ (diameter)",
    packaging: "Mesh bags of 5 kg, 10 kg and 25 kg; jute bags of 25 kg and 50 kg; 10 kg cartons for retail",
    minimumOrder: "One 20 ft reefer container",
    supplyCapacity: "Up to 150 MT a month, March to October (rabi crop)",
    shelfLife:
      "About 3 months from packing. Keep dry and ventilated at 65–70% RH; in transit 0–4 °C with fresh-air vents open",
    certificates: registrations,
    incoterms: "FOB Nhava Sheva (JNPT); CFR and CIF to your port",
    paymentTerms,
    samples:
      "Photos and video of your lot before loading; a 2–3 kg sample by courier, courier paid by the buyer",
    leadTime: "7–10 days from advance or LC to loading",
    containerLoad: "40 ft reefer: about 28–29 MT in 25 kg bags; 20 ft reefer: about 13–14 MT",
  },
  "G4 Green Chillies": {
    hsCodes: [{ code: "07096010" }],
    origin: "Guntur, Andhra Pradesh, India",
    varieties: "G4 (Guntur 4), fresh and green, stems on; sorted for colour, length and freshness",
    sizes: "Pods 6–9 cm long",
    packaging: "Ventilated corrugated cartons of 4 kg or 5 kg net",
    minimumOrder: "By sea: one 20 ft reefer container; by air: 1 MT",
    supplyCapacity: "Up to 60 MT a month, October to May",
    shelfLife:
      "2–3 weeks at 7–10 °C and 90–95% RH; ship in reefers at 7–8 °C, never colder (chilling injury)",
    certificates: `${registrations}; Spices Board of India registration (CRES)`,
    incoterms: "By sea: FOB Chennai, CFR, CIF; by air: FCA or CPT from Hyderabad or Chennai",
    paymentTerms: `${paymentTerms}. Air shipments: 100% advance`,
    samples: "Photos and video of the day's packing; a trial air shipment of 200–300 kg",
    leadTime: "By air 2–3 days; by sea 5–7 days from advance or LC",
    containerLoad: "40 ft reefer: about 12–13 MT in 4 kg cartons; 20 ft reefer: about 6–7 MT",
  },
  Chickpeas: {
    hsCodes: [
      { code: "07132010", of: "kabuli" },
      { code: "07132020", of: "desi" },
    ],
    origin: "Madhya Pradesh, Rajasthan and Maharashtra, India",
    varieties: "Kabuli (large, cream) and desi (small, brown); machine-cleaned and sorted, moisture 12% max",
    sizes: "Kabuli 8, 9, 10, 11 and 12 mm, or by count per ounce (e.g. 42/44, 44/46, 58/60); desi 6–8 mm",
    packaging: "PP or jute bags of 25 kg and 50 kg; retail packs under your brand",
    minimumOrder: "One 20 ft container",
    supplyCapacity: "Up to 400 MT a month, all year",
    shelfLife:
      "12 months from packing. Store cool and dry (below 25 °C, under 65% RH), off the floor; fumigated before loading",
    certificates: `${registrations}; fumigation certificate`,
    incoterms: "FOB Nhava Sheva (JNPT) or Mundra; CFR and CIF to your port",
    paymentTerms,
    samples: "A 1 kg sample free of charge, courier paid by the buyer",
    leadTime: "10–15 days from advance or LC to loading",
    containerLoad: "20 ft container: 25–26 MT in 25 kg or 50 kg bags; 40 ft: 26–27 MT (limited by weight)",
  },
} as const satisfies Record<ProductName, ProductSpecifications>;
