import { enquiryLimits } from "../../enquiry/enquiry-limits.ts";

/**
 * Words of the enquiry form on /contact, translated in domain/words/<code>/enquiry-form.ts; the pages read them
 * as `~/lang/enquiry-form`, so each language's form carries its own words only.
 */
export const enquiryFormWords = {
  heading: "Send us an enquiry",
  labels: {
    name: "Full Name",
    company: "Company Name",
    phone: "Mobile Number",
    email: "Email",
    message: "Message",
  },
  submit: "Send Message",
  sending: "Sending...",
  /** Shown when the request fails on the network or the answer is not JSON (spec, error catalogue). */
  failed: "Failed to send message.",
  /** Used only if an answer carries no `message` of its own. */
  sentFallback: "Thank you! Your message has been sent.",
  dismiss: "Dismiss",
  /** First line of the Message when the visitor comes from a product's 'Submit Request'. */
  productLine: (productName: string) => `Enquiry about ${productName}:`,
  /**
   * The pre-hydration path: the server redirects to /contact#enquiry-sent or #enquiry-error (in the page's
   * language: /es/contact#enquiry-sent), whose words are the contact page's `formResult`.
   */
  noScript: {
    sentId: "enquiry-sent",
    errorId: "enquiry-error",
  },
  honeypotLabel: "Leave this field empty",
  /** The optional group below the Message. None of its fields is required. */
  quote: {
    legend: "Quote details (optional)",
    intro: "Tell us what you need and we can quote in our first reply.",
    labels: {
      product: "Product",
      quantity: "Quantity",
      unit: "Unit",
      port: "Destination port",
      incoterm: "Incoterm",
      samples: "I would like samples",
    },
    /** How the Unit list names each unit; the values sent stay the schema's. */
    units: {
      kg: "kg",
      MT: "MT",
      "20 ft containers": "20 ft containers",
      "40 ft containers": "40 ft containers",
    },
    /** The empty choice of the Product and Incoterm lists. */
    notChosen: "Not chosen",
    otherProduct: "Other",
    portHint: "For example: Jebel Ali (Dubai)",
    /** Help text of the Incoterm list before a term is chosen. */
    incotermHint: "Who pays for and carries the goods how far. Choose a term to see its meaning.",
    /** Each Incoterm's name and its short meaning, shown as the list's help text once chosen (Incoterms 2020). */
    incoterms: {
      EXW: {
        name: "Ex Works",
        meaning: "You collect the goods at our warehouse and carry every cost from there.",
      },
      FCA: {
        name: "Free Carrier",
        meaning: "We clear the goods for export and hand them to your carrier at the agreed place.",
      },
      FOB: {
        name: "Free On Board",
        meaning: "We load the goods on your ship at the Indian port; sea freight and insurance are yours.",
      },
      CFR: {
        name: "Cost and Freight",
        meaning: "We pay the sea freight to your port; the risk passes to you once the goods are on board.",
      },
      CIF: {
        name: "Cost, Insurance and Freight",
        meaning: "As CFR, and we insure the goods at sea up to your port.",
      },
      CIP: {
        name: "Carriage and Insurance Paid To",
        meaning: "We pay carriage and insurance to the named place, by any mode of transport.",
      },
      DAP: {
        name: "Delivered at Place",
        meaning: "We deliver to your named place, ready to unload; import duties and clearance are yours.",
      },
      DDP: {
        name: "Delivered Duty Paid",
        meaning: "We deliver to your named place with import duties paid and customs cleared.",
      },
    },
  },
  /** The phone input's words, as the spec lists them (section 9). */
  phone: {
    searchPlaceholder: "search",
    searchEmpty: "No entries to show",
    specialLabel: "Phone",
    searchLabel: "Search countries",
    countryListLabel: "Countries",
    countryButtonLabel: (name: string, dialCode: string) => `Country: ${name} +${dialCode}`,
    /** Shown by the browser when only the dial code is filled in, like its own required message. */
    numberMissing: "Please fill out this field.",
  },
} as const;

/**
 * The phone input's constants, as the spec lists them (section 9): the same in every language, so the pages
 * read them here and their words from `~/lang/enquiry-form`.
 */
export const phoneInputDefaults = {
  defaultCountry: "in",
  maxDigits: enquiryLimits.phoneMaxDigits,
  placeholder: "1 (702) 123-4567",
  prefix: "+",
  /** Mask for countries whose data has no format. */
  defaultMask: "... ... ... ... ..",
  /** Validity check failures show this; empty by default, as in the spec. */
  defaultErrorMessage: "",
  searchDebounceMs: 250,
} as const;
