// The documents an order makes from itself, drawn on demand in the buyer's language: the proforma invoice from
// its creation, the commercial invoice and the packing list once the goods are marked 'Packed' (they need the
// packing). Each is numbered after the order: VA-7K3F9Q-O1-PI, -CI, -PL.

export const orderDocumentKinds = ["proforma", "commercial-invoice", "packing-list"] as const;
export type OrderDocumentKind = (typeof orderDocumentKinds)[number];

const suffixes: Record<OrderDocumentKind, string> = {
  proforma: "PI",
  "commercial-invoice": "CI",
  "packing-list": "PL",
};

/** "VA-7K3F9Q-O1-CI": the document's number, from the order's name. */
export const documentNumber = (orderName: string, kind: OrderDocumentKind) =>
  `${orderName}-${suffixes[kind]}`;

/** Whether the document can be made yet: the invoice and packing list need the goods packed. */
export const documentReady = (kind: OrderDocumentKind, packed: boolean) => kind === "proforma" || packed;
