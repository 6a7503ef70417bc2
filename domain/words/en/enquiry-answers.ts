/**
 * The enquiry API's own words (POST /api/send-email): its refusals and the schema's messages, which the
 * contact form shows in its alert. Each language has its twin in domain/words/<code>/enquiry-answers.ts; the
 * server answers in the language of the page the enquiry came from (server/enquiries/site-language.ts).
 */
import type { QuoteUnit } from "../../enquiry/quote.ts";

export const enquiryAnswerWords = {
  /** The fields as the form labels them, as the messages below name them. */
  labels: {
    name: "Full Name",
    company: "Company Name",
    email: "Email",
    phone: "Mobile Number",
    message: "Message",
    product: "Product",
    unit: "Unit",
    port: "Destination port",
    incoterm: "Incoterm",
  },
  required: (label: string) => `${label} is required.`,
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  oneOf: (label: string, choices: string) => `${label} must be one of: ${choices}.`,
  emailInvalid: "Email must be a valid e-mail address.",
  phoneDigits: (min: number, max: number) => `Mobile Number must be ${min} to ${max} digits.`,
  quantityNotNumber: "Quantity must be a number.",
  quantityPositive: "Quantity must be more than 0.",
  /** The unit as the form names it; in English that is its code. */
  quantityMax: (max: number, unit: QuoteUnit) =>
    `Quantity must be at most ${max.toLocaleString("en")} ${unit}.`,
  unitWithQuantity: "Unit is required with a Quantity.",
  quantityWithUnit: "Quantity is required with a Unit.",
  portEmpty: "Destination port must not be empty: leave it out instead.",
  portCharacters: "Destination port may hold only letters, digits, spaces and . , ' ( ) / - &.",
  samplesNotBoolean: "Samples must be true or false.",
  quoteNotObject: "Quote details must be an object.",
  quoteUnknown: (keys: string) => `Quote details have no field ${keys}.`,
  /** Leads the list of problems of a refused enquiry. */
  fieldsLead: "Please check the form:",
  notAField: (name: string) => `"${name}" is not a field of the enquiry.`,
  /** `fields`: the enquiry's five field names, as the JSON has them ("name, company, …"). */
  unreadable: (fields: string) =>
    `The enquiry could not be read. Send a JSON object with exactly these fields: ${fields} (and, optionally, quote).`,
  tooLarge: (kilobytes: number) => `The enquiry is too large: at most ${kilobytes} KB.`,
  notJson: "Send the enquiry as JSON (Content-Type: application/json).",
  notUnderstood: "The enquiry was not understood.",
  /** The rate limit's refusal: `after` is its own English wording ("1 minute"), `seconds` the same wait. */
  tooMany: (after: string, _seconds: number) =>
    `Too many enquiries from your address. Please try again in ${after}.`,
  notSaved: "Sorry, your enquiry could not be saved just now. Please try again in a few minutes.",
  serverFault: "Something went wrong on our side. Please try again later.",
} as const;

/** A wait in a language's own words, for the rate limit's refusal: "2 minutos", "30 секунд". */
export function waitIn(locale: string, seconds: number, unitDisplay: "long" | "short" = "long"): string {
  const [value, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay }).format(value);
}
