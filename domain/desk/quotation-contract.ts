// The desk's quotations as zod schemas: what the form sends, what the server answers. Prices and
// quantities travel as the decimal text of their number fields and are read by domain/quotations/money.ts alone, never
// parsed out of free text; each text is plain text wherever it ends up (page, mail, PDF).
import { z } from "zod";
import { enquiryLimits } from "../enquiry/enquiry-limits.ts";
import { incoterms, quoteUnits } from "../enquiry/quote.ts";
import { type Lang, langCodes } from "../i18n.ts";
import { currencies } from "../quotations/currencies.ts";
import { lineAmount, parseAmount, parseQuantity, totalOf } from "../quotations/money.ts";

const text = (max: number) => z.string().trim().max(max);
/** One line: a control character would let it break out of a mail header or a PDF's table row. */
const line = (max: number) => text(max).regex(/^[^\p{Cc}]*$/u, "Write it on one line.");

export const quotationLineInput = z.strictObject({
  product: line(120).min(1, "Name the product."),
  description: text(500),
  quantity: z.string().max(20),
  unit: z.enum(quoteUnits),
  price: z.string().max(20),
});

export const quotationInput = z
  .strictObject({
    currency: z.enum(currencies),
    incoterm: z.enum(incoterms),
    port: line(100).min(1, "Name the port."),
    validUntil: z.iso.date("Give the date as YYYY-MM-DD."),
    paymentTerms: text(500),
    leadTime: text(300),
    notes: text(2000),
    message: text(5000).min(1, "Write the message the buyer reads."),
    lines: z.array(quotationLineInput).min(1, "Add a line.").max(30),
  })
  .superRefine((input, context) => {
    const amounts: number[] = [];
    input.lines.forEach((row, i) => {
      const quantity = parseQuantity(row.quantity);
      const price = parseAmount(row.price, input.currency);
      if (quantity === undefined || quantity > enquiryLimits.quantityMax[row.unit] * 1000)
        context.addIssue({
          code: "custom",
          path: ["lines", i, "quantity"],
          message: `Give a quantity above 0 and at most ${enquiryLimits.quantityMax[row.unit]} ${row.unit}, with at most 3 decimals.`,
        });
      if (price === undefined)
        context.addIssue({
          code: "custom",
          path: ["lines", i, "price"],
          message: `Give a price above 0 in ${input.currency}, digits and a point only, at most 12 digits.`,
        });
      if (quantity !== undefined && price !== undefined) amounts.push(lineAmount(quantity, price));
    });
    if (totalOf(amounts) === undefined)
      context.addIssue({ code: "custom", path: ["lines"], message: "The total has more than 12 digits." });
  });

/** A quotation as sent or being written: drafts can change; a sent one is kept as it was sent. */
export const quotationState = z
  .enum(["draft", "sent", "superseded"])
  .describe("Written but not sent; sent (the buyer's current one); or replaced by a later one sent since");

export const quotation = z.object({
  id: z.string(),
  number: z.number().int().describe("1, 2, … within the enquiry"),
  name: z.string().describe("Quotation VA-7K3F9Q-1: also the PDF's file name, with .pdf"),
  state: quotationState,
  language: z.enum(langCodes as [Lang, ...Lang[]]),
  currency: z.string(),
  incoterm: z.string(),
  port: z.string(),
  validUntil: z.string().describe("YYYY-MM-DD; acceptable until the end of that day in OWNER_TIME_ZONE"),
  paymentTerms: z.string(),
  leadTime: z.string(),
  notes: z.string(),
  message: z.string(),
  lines: z.array(
    quotationLineInput.extend({ amount: z.string().describe("Decimal text in the currency's decimals") }),
  ),
  total: z.string().describe("Decimal text in the currency's decimals"),
  totalMinor: z.number().int().describe("In the currency's minor unit (cents; yen; fils)"),
  createdAt: z.string(),
  createdBy: z.string().describe("The e-mail address of whoever wrote it"),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable().describe("When the buyer first opened its page"),
  views: z
    .array(
      z.object({
        at: z.string(),
        country: z
          .string()
          .nullable()
          .describe(
            "Lower-case ISO 3166-1 code, as a trusted proxy named it (COUNTRY_HEADER); null when unknown",
          ),
      }),
    )
    .describe(
      "The buyer's visits to its page, oldest first: a real browser's navigation without the desk's session " +
        "(never the owner's own look, nor a link scanner's fetch); opens within 30 minutes of the last are one visit",
    ),
  acceptedAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  expired: z.boolean(),
  url: z.string().nullable().describe("The buyer's page, once sent"),
});

/** The form's start: what the quote request and the product's facts fill in, the rest left for her to type. */
export const quotationPrefill = z.object({
  currency: z.string(),
  incoterm: z.string(),
  port: z.string(),
  validUntil: z.string(),
  paymentTerms: z.string(),
  leadTime: z.string(),
  notes: z.string(),
  message: z.string(),
  lines: z.array(
    z.object({
      product: z.string(),
      description: z.string(),
      quantity: z.string(),
      unit: z.string(),
      price: z.string(),
    }),
  ),
});

/** GET /api/desk/enquiries/:id/quotations: the form's start for a new one, and every one, newest first. */
export const quotations = z.object({ prefill: quotationPrefill, quotations: z.array(quotation) });

const currencyTotal = z.object({
  currency: z.string(),
  totalMinor: z.number().int(),
  total: z.string().describe("Decimal text in the currency's decimals"),
  count: z.number().int(),
});

/** The Overview's quotations this month (spam left out). */
export const quotationFigures = z.object({
  quoted: z.array(currencyTotal).describe("Each enquiry's current quotation sent this month, per currency"),
  accepted: z.array(currencyTotal).describe("Quotations accepted this month, per currency"),
  acceptedShare: z
    .object({ accepted: z.number().int(), of: z.number().int() })
    .describe("Of the current quotations sent this month, how many were accepted"),
  medianToQuotationMs: z
    .number()
    .nullable()
    .describe(
      "Median time from an enquiry's arrival to its first quotation, for first quotations this month",
    ),
});
