// The optional quote details of an enquiry: their fixed choices, shared by the form, the schema, the
// server and the desk. No zod here, so the form reads them without bundling the schema.
/** 'Product': a published product's slug, or "other". */
export const otherProduct = "other";

export const quoteUnits = ["kg", "MT", "20 ft containers", "40 ft containers"] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/** Incoterms 2020, the eight the form offers, in the usual order (the seller's duty grows). */
export const incoterms = ["EXW", "FCA", "FOB", "CFR", "CIF", "CIP", "DAP", "DDP"] as const;
export type Incoterm = (typeof incoterms)[number];

/** The keys of the request body's `quote` object, in the form's order. */
export const quoteFields = ["product", "quantity", "unit", "port", "incoterm", "samples"] as const;
