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
} as const;
