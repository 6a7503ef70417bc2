// An order's milestones, in the order goods and money move: the desk records them, the buyer's page and mails
// show them. Each milestone happens at most once per order; its details are what the buyer needs to follow the
// container (numbers he can give a carrier's tracking page) or the money.

export const milestoneKinds = [
  "confirmed",
  "advance-received",
  "in-production",
  "packed",
  "loaded",
  "sailed",
  "arrived",
  "documents-sent",
  "paid-in-full",
] as const;
export type MilestoneKind = (typeof milestoneKinds)[number];

/** The desk's names for them, exactly as the owner knows them. */
export const milestoneLabels: Record<MilestoneKind, string> = {
  confirmed: "Confirmed",
  "advance-received": "Advance received",
  "in-production": "In production",
  packed: "Packed",
  loaded: "Loaded",
  sailed: "Sailed",
  arrived: "Arrived",
  "documents-sent": "Documents sent",
  "paid-in-full": "Paid in full",
};

/** The payment terms she offers, as a choice (an advance with its percentage, the balance against documents). */
export const paymentTermKinds = ["advance", "letter-of-credit", "cash-against-documents"] as const;
export type PaymentTermKind = (typeof paymentTermKinds)[number];

export const paymentTermLabels: Record<PaymentTermKind, string> = {
  advance: "Advance",
  "letter-of-credit": "Letter of credit at sight",
  "cash-against-documents": "Cash against documents",
};

/** Each milestone's details, by name; every value is one line of plain text (dates as YYYY-MM-DD). */
export const milestoneFields = {
  confirmed: [],
  "advance-received": ["amount", "bankReference"],
  "in-production": [],
  packed: [],
  loaded: ["container", "seal"],
  sailed: ["vessel", "voyage", "billOfLading", "expectedArrival"],
  arrived: [],
  "documents-sent": ["courier", "tracking"],
  "paid-in-full": [],
} as const satisfies Record<MilestoneKind, readonly string[]>;
export type MilestoneField = (typeof milestoneFields)[MilestoneKind][number];

/** The step an order waits for: the first milestone not yet recorded ('Advance received' only on advance terms). */
export function nextMilestone(
  done: readonly MilestoneKind[],
  terms: PaymentTermKind,
): MilestoneKind | undefined {
  return milestoneKinds.find(
    (kind) => !done.includes(kind) && (kind !== "advance-received" || terms === "advance"),
  );
}

/**
 * The last day the proceeds of a shipment may be realised: `months` after the bill of lading's date (RBI's
 * 15 months by default, PROCEEDS_REALISATION_MONTHS), clamped to the month's end (30 November for 31 August).
 */
export function realisationDue(billOfLadingDay: string, months: number): string {
  const [y, m, d] = billOfLadingDay.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}
