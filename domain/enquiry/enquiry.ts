import * as z from "zod/mini";

import { enquiryAnswerWords } from "../words/en/enquiry-answers.ts";
import type { Translation } from "../words/translation.ts";
import { enquiryLimits } from "./enquiry-limits.ts";
import { incoterms, otherProduct, quoteUnits } from "./quote.ts";

export { enquiryLimits };

/** The schema's words: English's, or a language's twin (domain/words/<code>/enquiry-answers.ts). */
export type EnquiryWords = Translation<typeof enquiryAnswerWords>;

/** A port's or city's name: letters of any script, digits, spaces and . , ' ( ) / - & only. */
const portCharacters = /^[\p{L}\p{M}\p{N} .,'()/&-]*$/u;

/** A product's slug as the form posts it: its address on the site, the spec's slug rule on its English name. */
const productSlug = /^[^/?#\\%\s]{1,120}$/u;

/**
 * The enquiry schema with its messages in one language. Each message names the field as the form labels it,
 * also when the field is missing or not text. The products are the owner's published ones, read when an
 * enquiry is checked (she adds and removes them while the server runs); without them, a well-formed slug passes.
 */
export function enquirySchemaIn(words: EnquiryWords, products?: () => readonly string[]) {
  const { labels } = words;
  const text = (label: string) =>
    z.string({
      error: (issue) => (issue.input === undefined ? words.required(label) : words.notText(label)),
    });
  const requiredText = (label: string, max: number) =>
    text(label).check(
      z.trim(),
      z.minLength(1, words.required(label)),
      z.maxLength(max, words.tooLong(label, max)),
    );
  const oneOf = (label: string, choices: readonly string[]) => words.oneOf(label, choices.join(", "));
  const notAProduct = () => oneOf(labels.product, [...(products?.() ?? []), otherProduct]);

  /**
   * The optional quote details. Every key is optional, but none other is allowed; a Quantity needs
   * its Unit and a Unit its Quantity; the Quantity's bound depends on the unit (enquiry-limits.ts).
   */
  const quoteSchema = z
    .strictObject(
      {
        product: z.optional(
          z.string({ error: notAProduct }).check(
            z.regex(productSlug, { error: notAProduct }),
            z.refine((slug) => !products || slug === otherProduct || products().includes(slug), {
              error: notAProduct,
            }),
          ),
        ),
        quantity: z.optional(
          z.number({ error: words.quantityNotNumber }).check(z.gt(0, words.quantityPositive)),
        ),
        unit: z.optional(z.enum(quoteUnits, { error: oneOf(labels.unit, quoteUnits) })),
        port: z.optional(
          text(labels.port).check(
            z.trim(),
            z.minLength(1, words.portEmpty),
            z.maxLength(enquiryLimits.port, words.tooLong(labels.port, enquiryLimits.port)),
            z.regex(portCharacters, words.portCharacters),
          ),
        ),
        incoterm: z.optional(z.enum(incoterms, { error: oneOf(labels.incoterm, incoterms) })),
        samples: z.optional(z.boolean({ error: words.samplesNotBoolean })),
      },
      {
        error: (issue) =>
          issue.code === "invalid_type"
            ? words.quoteNotObject
            : issue.code === "unrecognized_keys"
              ? words.quoteUnknown(issue.keys.join(", "))
              : undefined,
      },
    )
    .check(
      z.refine((quote) => quote.quantity === undefined || quote.unit !== undefined, {
        message: words.unitWithQuantity,
        path: ["unit"],
      }),
      z.refine((quote) => quote.unit === undefined || quote.quantity !== undefined, {
        message: words.quantityWithUnit,
        path: ["quantity"],
      }),
      z.refine(
        (quote) =>
          quote.quantity === undefined ||
          quote.unit === undefined ||
          quote.quantity <= enquiryLimits.quantityMax[quote.unit],
        {
          error: (issue) => {
            const { unit } = issue.input as { unit: keyof typeof enquiryLimits.quantityMax };
            return words.quantityMax(enquiryLimits.quantityMax[unit], unit);
          },
          path: ["quantity"],
        },
      ),
    );

  /**
   * The enquiry as the form sends it and the server accepts it: exactly five strings, and the optional `quote`
   * when the buyer filled in any of its details. zod/mini keeps the form's share of the schema to a few KB.
   */
  return z.strictObject({
    name: requiredText(labels.name, enquiryLimits.name),
    company: requiredText(labels.company, enquiryLimits.company),
    email: text(labels.email).check(
      z.trim(),
      z.minLength(1, { error: words.required(labels.email), abort: true }),
      z.maxLength(enquiryLimits.email, words.tooLong(labels.email, enquiryLimits.email)),
      z.email(words.emailInvalid),
    ),
    phone: text(labels.phone).check(
      z.trim(),
      z.minLength(1, { error: words.required(labels.phone), abort: true }),
      z.regex(
        new RegExp(`^\\d{${enquiryLimits.phoneMinDigits},${enquiryLimits.phoneMaxDigits}}$`),
        words.phoneDigits(enquiryLimits.phoneMinDigits, enquiryLimits.phoneMaxDigits),
      ),
    ),
    message: requiredText(labels.message, enquiryLimits.message),
    quote: z.optional(quoteSchema),
  });
}

/** The schema in English: the one the route declares (and the OpenAPI document describes). */
export const enquirySchema = enquirySchemaIn(enquiryAnswerWords);

export type Enquiry = z.infer<typeof enquirySchema>;
export type Quote = NonNullable<Enquiry["quote"]>;

export const enquiryFields = [
  "name",
  "company",
  "email",
  "phone",
  "message",
] as const satisfies readonly (keyof Enquiry)[];
