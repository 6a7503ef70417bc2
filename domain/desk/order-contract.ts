// The desk's orders as zod schemas: what the forms send, what the server answers. Money travels as decimal text
// read by domain/quotations/money.ts alone (integer minor units); every text is plain text wherever it ends up
// (page, mail), one line where it could reach a mail header.
import { z } from "zod";
import { type Lang, langCodes } from "../i18n.ts";
import { bankFields } from "../orders/bank-details.ts";
import { milestoneFields, milestoneKinds, paymentTermKinds } from "../orders/milestones.ts";
import { documentKinds, documentMediaTypes, documentNameMax } from "../orders/uploaded-documents.ts";
import { parseQuantity } from "../quotations/money.ts";
import { idParams } from "./contract.ts";

const text = (max: number) => z.string().trim().max(max);
const line = (max: number) => text(max).regex(/^[^\p{Cc}]*$/u, "Write it on one line.");
const day = z.iso.date("Give the date as YYYY-MM-DD.");

export const orderInput = z
  .strictObject({
    buyerCompany: line(200).min(1, "Name the buyer's company."),
    consignee: text(600).min(1, "Write the consignee."),
    notifyParty: text(600),
    paymentTerms: z.enum(paymentTermKinds),
    advancePercent: z.number().int().min(1).max(99).nullable(),
    expectedShipment: day,
  })
  .superRefine((input, context) => {
    if (input.paymentTerms === "advance" && input.advancePercent === null)
      context.addIssue({
        code: "custom",
        path: ["advancePercent"],
        message: "Give the advance as a percentage from 1 to 99.",
      });
  });

/** The order's start: the buyer's company, consignee and notify party from the enquiry, for her to change. */
export const orderPrefill = z.object({
  buyerCompany: z.string(),
  consignee: z.string(),
  notifyParty: z.string(),
});

export const bankDetails = z.object(
  Object.fromEntries(bankFields.map((f) => [f, z.string()])) as {
    [K in (typeof bankFields)[number]]: z.ZodString;
  },
);

const milestoneDetails = z
  .record(z.string(), z.string())
  .describe("The milestone's details by name (container, seal, vessel, voyage, billOfLading, …)");

export const milestone = z.object({
  kind: z.enum(milestoneKinds),
  on: z.string().describe("YYYY-MM-DD: when it happened"),
  details: milestoneDetails,
  mailed: z.boolean().describe("Whether the buyer was mailed about it"),
  recordedAt: z.string(),
});

export const payment = z.object({
  id: z.string(),
  amount: z.string().describe("Decimal text in the order's currency's decimals"),
  amountMinor: z.number().int(),
  on: z.string(),
  reference: z.string(),
});

export const orderSummary = z.object({
  id: z.string(),
  enquiryId: z.string(),
  name: z.string().describe("VA-7K3F9Q-O1: the enquiry's reference, O and the order's number within it"),
  buyerCompany: z.string(),
  currency: z.string(),
  total: z.string(),
  totalMinor: z.number().int(),
  outstanding: z.string(),
  outstandingMinor: z.number().int(),
  expectedShipment: z.string(),
  next: z.enum(milestoneKinds).nullable().describe("The step the order waits for; null when paid in full"),
  overdue: z
    .boolean()
    .describe("Not sailed after its expected shipment date, or not paid in full after realisationDue"),
  proceedsDue: z
    .boolean()
    .describe("Shipped, not paid in full, and its proceeds' follow-up day (followUp) has come"),
  realisationDue: z
    .string()
    .nullable()
    .describe(
      "Shipped orders: the last day the proceeds may be realised (PROCEEDS_REALISATION_MONTHS after the bill of lading)",
    ),
  followUp: z.string().nullable().describe("A month before realisationDue"),
});

export const order = orderSummary.extend({
  quotationName: z.string().nullable(),
  language: z.enum(langCodes as [Lang, ...Lang[]]),
  incoterm: z.string(),
  port: z.string(),
  consignee: z.string(),
  notifyParty: z.string(),
  paymentTerms: z.enum(paymentTermKinds),
  advancePercent: z.number().int().nullable(),
  lines: z.array(
    z.object({
      product: z.string(),
      description: z.string(),
      quantity: z.string(),
      unit: z.string(),
      price: z.string(),
      amount: z.string(),
      packing: z
        .object({
          packageCount: z.number().int(),
          packageKind: z.string(),
          net: z.string().describe("kg, as a number field shows it"),
          gross: z.string().describe("kg, as a number field shows it"),
        })
        .nullable()
        .describe("What the line was packed as; null until 'Packed'"),
    }),
  ),
  packingTotals: z
    .object({ packageCount: z.number().int(), net: z.string(), gross: z.string() })
    .nullable()
    .describe("The lines' packages and weights (kg) added up; null until 'Packed'"),
  documents: z
    .object({
      proforma: z.string(),
      commercialInvoice: z.string().nullable(),
      packingList: z.string().nullable(),
    })
    .describe("The buyer's PDFs' addresses; the commercial invoice and packing list once packed, else null"),
  paid: z.string(),
  paidMinor: z.number().int(),
  milestones: z.array(milestone),
  payments: z.array(payment),
  bank: bankDetails.describe("The bank details the buyer pays into, as the order keeps them"),
  bankChangedAt: z.string().nullable().describe("When she moved this order to new bank details"),
  newBank: bankDetails
    .nullable()
    .describe(
      "The Site's published bank details when they differ from the order's: 'Use the new bank details'",
    ),
  url: z.string().describe("The buyer's page"),
  createdAt: z.string(),
});

export const orders = z.object({ orders: z.array(orderSummary) });

/** GET /api/desk/enquiries/:id/orders: the enquiry's orders, and the form's start for a new one. */
export const enquiryOrders = z.object({ prefill: orderPrefill, orders: z.array(orderSummary) });

/** Kilograms as typed ("1000", "1012.5"), up to three decimals: stored as grams, never a binary fraction. */
const kilograms = z
  .string()
  .max(20)
  .refine((text) => parseQuantity(text) !== undefined, "Give the weight in kg, with at most 3 decimals.");

/** One order line's packing, as the owner enters it at 'Packed': "40" "bags of 25 kg", net and gross in kg. */
export const packingLine = z
  .strictObject({
    packageCount: z
      .number("Give the number of packages.")
      .int("Give the number of packages.")
      .min(1, "Give the number of packages.")
      .max(1_000_000),
    packageKind: line(120).min(1, "Say what the packages are, e.g. bags of 25 kg."),
    net: kilograms,
    gross: kilograms,
  })
  .superRefine((input, context) => {
    const net = parseQuantity(input.net);
    const gross = parseQuantity(input.gross);
    if (net !== undefined && gross !== undefined && gross < net)
      context.addIssue({
        code: "custom",
        path: ["gross"],
        message: "The gross weight includes the packing: it cannot be below the net weight.",
      });
  });

/** PUT /api/desk/orders/:id/packing: every line's packing, in the order's lines' order. */
export const packingInput = z.strictObject({ lines: z.array(packingLine).min(1).max(200) });

export const milestoneInput = z
  .strictObject({
    kind: z.enum(milestoneKinds),
    on: day,
    details: z.record(z.string().max(40), line(200)).default({}),
    mailBuyer: z.boolean().default(false),
    packing: z
      .array(packingLine)
      .min(1)
      .max(200)
      .optional()
      .describe("'Packed' only, and required there: each line's packages and weights"),
  })
  .superRefine((input, context) => {
    if (input.kind === "packed" && !input.packing)
      context.addIssue({
        code: "custom",
        path: ["packing"],
        message: "Give each line's packages and weights.",
      });
    if (input.kind !== "packed" && input.packing)
      context.addIssue({ code: "custom", path: ["packing"], message: "Only 'Packed' has packing." });
    const allowed: readonly string[] = milestoneFields[input.kind];
    for (const key of Object.keys(input.details))
      if (!allowed.includes(key))
        context.addIssue({
          code: "custom",
          path: ["details", key],
          message: `'${key}' is not a detail of this milestone.`,
        });
    const need = (key: string, message: string) => {
      if (!input.details[key]) context.addIssue({ code: "custom", path: ["details", key], message });
    };
    if (input.kind === "advance-received") need("amount", "Give the amount received.");
    if (input.kind === "loaded") {
      need("container", "Give the container number.");
      need("seal", "Give the seal number.");
    }
    if (input.kind === "sailed") {
      need("vessel", "Name the vessel.");
      need("billOfLading", "Give the bill of lading number.");
      if (input.details.expectedArrival && !/^\d{4}-\d\d-\d\d$/.test(input.details.expectedArrival))
        context.addIssue({
          code: "custom",
          path: ["details", "expectedArrival"],
          message: "Give the date as YYYY-MM-DD.",
        });
    }
  });

export const paymentInput = z.strictObject({
  amount: z.string().max(20),
  on: day,
  reference: line(120),
});

const currencyAmount = z.object({
  currency: z.string(),
  amountMinor: z.number().int(),
  amount: z.string(),
  count: z.number().int(),
});

/** The Overview's orders: this month's shipments and payments, and what is owed, per currency. */
export const orderFigures = z.object({
  shipped: z.array(currencyAmount).describe("Orders sailed this month (their totals), per currency"),
  paid: z.array(currencyAmount).describe("Payments received this month, per currency"),
  outstanding: z
    .array(currencyAmount.extend({ oldest: z.string() }))
    .describe("What open orders still owe, per currency, the currency with the oldest unpaid order first"),
});

/** One of her documents on an order, as the desk lists it (its bytes are fetched on their own). */
export const orderDocument = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  name: z.string().describe("Her own name for an 'other' document; empty for the kinds the desk names"),
  fileName: z.string().describe("The name of the file she uploaded"),
  mediaType: z.enum(documentMediaTypes).describe("A PDF as cleaned, or a photo as its cleaned JPEG"),
  size: z.number().int().describe("Bytes kept"),
  shared: z.boolean().describe("Listed on the buyer's page with 'Download'"),
  uploadedAt: z.string(),
});

export const orderDocuments = z.object({
  documents: z.array(orderDocument),
  usedBytes: z.number().int(),
  caps: z.object({ fileBytes: z.number().int(), orderBytes: z.number().int() }),
});

/** An upload's query: which document it is; a document of her own carries its name. */
export const documentUploadQuery = z
  .strictObject({
    kind: z.enum(documentKinds),
    name: line(documentNameMax).default(""),
  })
  .superRefine((input, context) => {
    if (input.kind === "other" && input.name === "")
      context.addIssue({ code: "custom", path: ["name"], message: "Name the document." });
    if (input.kind !== "other" && input.name !== "")
      context.addIssue({
        code: "custom",
        path: ["name"],
        message: "Only a document of your own takes a name.",
      });
  });

export const documentParams = idParams.extend({
  documentId: z.string().regex(/^[0-9a-f]{32}$/, "A document's id is 32 hexadecimal digits."),
});

/** 'Share with the buyer' (true) and its undo (false). */
export const documentSharing = z.strictObject({ shared: z.boolean() });
