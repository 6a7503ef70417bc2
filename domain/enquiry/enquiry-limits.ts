/**
 * Limits shared by the form (maxLength attributes) and the server's validation. Kept apart from the
 * schema so the browser can read them without bundling zod.
 */
export const enquiryLimits = {
  name: 100,
  company: 200,
  email: 254,
  phoneMinDigits: 6,
  phoneMaxDigits: 15,
  message: 5000,
  /** 'Destination port': a port's or city's name ("Jebel Ali (Dubai)"). */
  port: 100,
  /**
   * The largest 'Quantity' per unit: a year's trade of a big buyer, well past any real order, so a typo of a
   * few extra zeros (or a bot's 1e308) is refused while every real request fits. The smallest is more than 0.
   */
  quantityMax: { kg: 10_000_000, MT: 100_000, "20 ft containers": 5_000, "40 ft containers": 5_000 },
} as const;
