import { company } from "../../company.ts";

/** The icons the home page's cards name; app/components/home-icons.ts draws each (its type check holds it to this list). */
export type HomeIconName =
  | "sprout"
  | "crate"
  | "chat"
  | "bolt"
  | "boxes"
  | "coins"
  | "clock"
  | "flame"
  | "layers";

type IconCard = { icon: HomeIconName; title: string; text: string };

/** Copy of the home page, section by section, top to bottom. */
export const homeWords = {
  meta: {
    title: `${company.name} | Onions, Green Chillies and Chickpeas from India`,
    description:
      "Indian exporter of red and yellow onions, G4 green chillies and chickpeas. Bulk supply to wholesalers, manufacturers and exporters worldwide.",
  },
  hero: {
    eyebrow: "Farm produce exporter from India",
    heading: `Welcome to ${company.name}`,
    text: "Fresh and dehydrated vegetables and farm produce, graded, packed and shipped to wholesalers, manufacturers and exporters around the world.",
    tagline: "Certified for trusted quality and safety.",
    cta: { label: "Request a Quote", to: "/contact" },
  },
  about: {
    eyebrow: "About us",
    heading: "From Indian farms to your warehouse",
    text: `${company.name} works directly with growers in Maharashtra and Andhra Pradesh. We select, grade and pack every lot ourselves, and handle the paperwork from farm gate to port, so buyers abroad get consistent produce without the guesswork.`,
    link: { label: "Learn more about us", to: "/about" },
  },
  offerings: {
    heading: "Our Offerings",
    intro: "Everything you need to source Indian produce, from one supplier.",
    cards: [
      {
        icon: "sprout",
        title: "Varieties of Products",
        text: "Red and yellow onions, G4 green chillies and chickpeas, graded to the size and quality your market expects.",
      },
      {
        icon: "crate",
        title: "Get Required Items",
        text: "Order exactly what you need: choose the variety, size, packing and quantity, from trial lots to full containers.",
      },
      {
        icon: "chat",
        title: "Contact Us",
        text: "Tell us your requirement and destination port. We reply quickly with prices, availability and shipping options.",
      },
    ] satisfies IconCard[],
  },
  requestBanner: {
    heading: "Looking for a reliable supplier?",
    text: "Submit a request with your product, quantity and destination, and we will send you a quote.",
    cta: { label: "Contact Us", to: "/contact" },
  },
  whyUs: {
    heading: "Why us",
    intro: "What buyers gain when they source through us.",
    benefits: [
      {
        icon: "bolt",
        title: "Faster Availability",
        text: "Direct links with growers and packhouses let us load orders quickly, season after season.",
      },
      {
        icon: "boxes",
        title: "Bulk Availability",
        text: "Large, steady volumes for wholesalers and processors, from a few tonnes to many containers.",
      },
      {
        icon: "coins",
        title: "Cost-Effective Solution",
        text: "Sourcing at origin and lean handling keep our prices competitive without cutting corners.",
      },
      {
        icon: "clock",
        title: "Extended Shelf Life",
        text: "Careful curing, drying and packing keep produce in good condition for longer storage and transit.",
      },
      {
        icon: "flame",
        title: "Enhanced Flavor Concentration",
        text: "Dehydrated produce keeps its natural taste in concentrated form, so a little goes a long way.",
      },
      {
        icon: "layers",
        title: "Versatile Applications",
        text: "Suited to retail, food service, sauces, snacks, seasonings and ready meals.",
      },
    ] satisfies IconCard[],
  },
  products: {
    heading: "Our Products",
    intro: "Export-grade produce, each listed with its customs (HS) code.",
    codeLabel: "HS Code",
    cta: { label: "View Products", to: "/products" },
  },
} as const;
