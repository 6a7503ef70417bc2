// The 'Visitors' pages and the server: their lists and routes, apart from api.ts, which every desk page loads.
/** The dimensions of the 'Visitors' report; choosing a row of one's table filters the whole page by it. */
export const visitorDimensions = [
  "source",
  "country",
  "page",
  "product",
  "language",
  "device",
  "campaign",
] as const;
export type VisitorDimension = (typeof visitorDimensions)[number];
/** The periods the 'Visitors' page offers, besides two dates of her choice. */
export const visitorPeriods = ["7d", "30d", "12m"] as const;
export type VisitorPeriod = (typeof visitorPeriods)[number];
/** The 'Visitors' page's query: its period, then one filter per dimension. */
export const visitorsQueryKeys = ["period", "from", "to", ...visitorDimensions] as const;

export const visitorsApi = {
  report: "/api/desk/visitors", // GET ?VisitorsQuery → VisitorsReport
  campaignLinks: "/api/desk/campaign-links", // GET → CampaignLinks; POST CampaignLinkInput → 201 CampaignLink
  campaignLink: (id: string) => `/api/desk/campaign-links/${encodeURIComponent(id)}`, // PUT CampaignLinkChange, DELETE
  campaignQr: (id: string, format: "svg" | "png") =>
    `/api/desk/campaign-links/${encodeURIComponent(id)}/qr.${format}`, // GET → the QR code's file
  weeklySummary: "/api/desk/weekly-summary", // GET, PUT WeeklySummarySetting
} as const;
