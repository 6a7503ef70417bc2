import * as z from "zod/mini";

import { enquiryLimits } from "./enquiry-limits.ts";

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

/**
 * The enquiry as the form sends it and the server accepts it: exactly five strings.
 * zod/mini keeps the form's share of the schema to a few KB.
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
});

export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryFields = [
  "name",
  "company",
  "email",
  "phone",
  "message",
] as const satisfies readonly (keyof Enquiry)[];
