import * as z from "zod/mini";

import { enquiryLimits } from "./enquiry-limits.ts";
import { incoterms, otherProduct, quoteProducts, quoteUnits } from "./quote.ts";

export { enquiryLimits };

/** A string field whose errors name the field as the form labels it, also when it is missing or not text. */
const text = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });

const requiredText = (label: string, max: number) =>
  text(label).check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
  );

const oneOf = (label: string, choices: readonly string[]) =>
  `${label} must be one of: ${choices.join(", ")}.`;

/** A port's or city's name: letters of any script, digits, spaces and . , ' ( ) / - & only. */
const portCharacters = /^[\p{L}\p{M}\p{N} .,'()/&-]*$/u;

/**
 * The optional quote details (issue 21). Every key is optional, but none other is allowed; a Quantity needs
 * its Unit and a Unit its Quantity; the Quantity's bound depends on the unit (enquiry-limits.ts).
 */
export const quoteSchema = z
  .strictObject(
    {
      product: z.optional(
        z.enum(quoteProducts, { error: oneOf("Product", [...quoteProducts.slice(1), otherProduct]) }),
      ),
      quantity: z.optional(
        z.number({ error: "Quantity must be a number." }).check(z.gt(0, "Quantity must be more than 0.")),
      ),
      unit: z.optional(z.enum(quoteUnits, { error: oneOf("Unit", quoteUnits) })),
      port: z.optional(
        text("Destination port").check(
          z.trim(),
          z.minLength(1, "Destination port must not be empty: leave it out instead."),
          z.maxLength(
            enquiryLimits.port,
            `Destination port must be at most ${enquiryLimits.port} characters.`,
          ),
          z.regex(
            portCharacters,
            "Destination port may hold only letters, digits, spaces and . , ' ( ) / - &.",
          ),
        ),
      ),
      incoterm: z.optional(z.enum(incoterms, { error: oneOf("Incoterm", incoterms) })),
      samples: z.optional(z.boolean({ error: "Samples must be true or false." })),
    },
    {
      error: (issue) =>
        issue.code === "invalid_type"
          ? "Quote details must be an object."
          : issue.code === "unrecognized_keys"
            ? `Quote details have no field ${issue.keys.join(", ")}.`
            : undefined,
    },
  )
  .check(
    z.refine((quote) => quote.quantity === undefined || quote.unit !== undefined, {
      message: "Unit is required with a Quantity.",
      path: ["unit"],
    }),
    z.refine((quote) => quote.unit === undefined || quote.quantity !== undefined, {
      message: "Quantity is required with a Unit.",
      path: ["quantity"],
    }),
    z.refine(
      (quote) =>
        quote.quantity === undefined ||
        quote.unit === undefined ||
        quote.quantity <= enquiryLimits.quantityMax[quote.unit],
      {
        error: (issue) => {
          const { unit } = issue.input as Quote & { unit: keyof typeof enquiryLimits.quantityMax };
          return `Quantity must be at most ${enquiryLimits.quantityMax[unit].toLocaleString("en")} ${unit}.`;
        },
        path: ["quantity"],
      },
    ),
  );

export type Quote = z.infer<typeof quoteSchema>;

/**
 * The enquiry as the form sends it and the server accepts it: exactly five strings, and the optional `quote`
 * when the buyer filled in any of its details. zod/mini keeps the form's share of the schema to a few KB.
 */
export const enquirySchema = z.strictObject({
  name: requiredText("Full Name", enquiryLimits.name),
  company: requiredText("Company Name", enquiryLimits.company),
  email: text("Email").check(
    z.trim(),
    z.minLength(1, { error: "Email is required.", abort: true }),
    z.maxLength(enquiryLimits.email, `Email must be at most ${enquiryLimits.email} characters.`),
    z.email("Email must be a valid e-mail address."),
  ),
  phone: text("Mobile Number").check(
    z.trim(),
    z.minLength(1, { error: "Mobile Number is required.", abort: true }),
    z.regex(
      new RegExp(`^\\d{${enquiryLimits.phoneMinDigits},${enquiryLimits.phoneMaxDigits}}$`),
      `Mobile Number must be ${enquiryLimits.phoneMinDigits} to ${enquiryLimits.phoneMaxDigits} digits.`,
    ),
  ),
  message: requiredText("Message", enquiryLimits.message),
  quote: z.optional(quoteSchema),
});

export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryFields = [
  "name",
  "company",
  "email",
  "phone",
  "message",
] as const satisfies readonly (keyof Enquiry)[];
