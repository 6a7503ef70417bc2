import { enquiryLimits } from "../lib/enquiry-limits.ts";

/** Words of the enquiry form on /contact. */
export const enquiryFormCopy = {
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
  /** The pre-hydration path: the server redirects to /contact#enquiry-sent or #enquiry-error. */
  noScript: {
    sentId: "enquiry-sent",
    errorId: "enquiry-error",
    sent: "Thank you! Your message has been sent. We will get back to you soon.",
    error: "Your message could not be sent. Please check the fields and try again.",
  },
  honeypotLabel: "Leave this field empty",
} as const;

/** The phone input's constants, as the spec lists them (section 9). */
export const phoneInputDefaults = {
  defaultCountry: "in",
  maxDigits: enquiryLimits.phoneMaxDigits,
  placeholder: "1 (702) 123-4567",
  prefix: "+",
  /** Mask for countries whose data has no format. */
  defaultMask: "... ... ... ... ..",
  searchPlaceholder: "search",
  searchEmpty: "No entries to show",
  specialLabel: "Phone",
  /** Validity check failures show this; empty by default, as in the spec. */
  defaultErrorMessage: "",
  searchDebounceMs: 250,
  searchLabel: "Search countries",
  countryListLabel: "Countries",
  countryButtonLabel: (name: string, dialCode: string) => `Country: ${name} +${dialCode}`,
  /** Shown by the browser when only the dial code is filled in, like its own required message. */
  numberMissing: "Please fill out this field.",
} as const;
