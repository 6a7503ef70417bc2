// Placeholder until the site engineer's company module lands; only the facts the head tags need.
export const company = {
  name: "Agro Exports",
  tagline: "Certified for trusted quality and safety.",
  email: "info@agroexports.example",
  phone: "+91 00000 00000",
  address: {
    street: "TODO",
    locality: "TODO",
    region: "Maharashtra",
    postalCode: "400001",
    country: "IN",
  },
  social: {
    instagram: "https://www.instagram.com/agroexports",
    whatsapp: "https://wa.me/910000000000",
  },
} as const;
