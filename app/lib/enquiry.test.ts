import { expect, test } from "vitest";
import { enquirySchema } from "./enquiry.ts";

const valid = {
  name: "Asha Rao",
  company: "Rao Foods",
  email: "asha@example.com",
  phone: "919876543210",
  message: "Please quote 20 t of red onions.",
};

test("accepts a valid enquiry and trims its fields", () => {
  const result = enquirySchema.safeParse({ ...valid, name: "  Asha Rao  " });
  expect(result.success && result.data.name).toBe("Asha Rao");
});

test("rejects blank, long and malformed fields with the field named", () => {
  const result = enquirySchema.safeParse({
    ...valid,
    name: "   ",
    company: "x".repeat(201),
    email: "not-an-email",
    phone: "12-34",
  });
  expect(result.success).toBe(false);
  const fields = result.error?.issues.map((issue) => issue.path[0]);
  expect(fields).toEqual(["name", "company", "email", "phone"]);
});

test("rejects unknown fields", () => {
  expect(enquirySchema.safeParse({ ...valid, admin: true }).success).toBe(false);
});

test("rejects non-string values", () => {
  expect(enquirySchema.safeParse({ ...valid, phone: 919876543210 }).success).toBe(false);
});

test("names each missing field as the form labels it", () => {
  const result = enquirySchema.safeParse({});
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Full Name is required.",
    "Company Name is required.",
    "Email is required.",
    "Mobile Number is required.",
    "Message is required.",
  ]);
});

test("an empty email or phone gets one message, not two", () => {
  const result = enquirySchema.safeParse({ ...valid, email: " ", phone: "" });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Email is required.",
    "Mobile Number is required.",
  ]);
});
