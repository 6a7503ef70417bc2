import { expect, test } from "vitest";
import { enquiryAnswerWords as arAnswers } from "../words/ar/enquiry-answers.ts";
import { enquiryAnswerWords } from "../words/en/enquiry-answers.ts";
import { enquiryAnswerWords as esAnswers } from "../words/es/enquiry-answers.ts";
import { type EnquiryWords, enquirySchema, enquirySchemaIn } from "./enquiry.ts";

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

// The optional quote details: every field, every bound.
const withQuote = (quote: unknown) => enquirySchema.safeParse({ ...valid, quote });
const problems = (quote: unknown) =>
  withQuote(quote).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

test("a quote with every field is accepted, trimmed; an empty one too; and no quote at all", () => {
  const full = {
    product: "red-onions",
    quantity: 2.5,
    unit: "40 ft containers",
    port: "  Jebel Ali (Dubai)  ",
    incoterm: "CIF",
    samples: true,
  };
  const result = withQuote(full);
  expect(result.success && result.data.quote).toEqual({ ...full, port: "Jebel Ali (Dubai)" });
  expect(withQuote({}).success).toBe(true);
  expect(enquirySchema.safeParse(valid).success).toBe(true);
});

test("Product is one of the products published now, or 'other'; without the list, any well-formed slug", () => {
  let published = ["red-onions", "yellow-onions", "g4-green-chillies", "chickpeas"];
  const schema = enquirySchemaIn(enquiryAnswerWords, () => published);
  const checked = (product: string) =>
    schema
      .safeParse({ ...valid, quote: { product } })
      .error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  for (const product of [...published, "other"]) expect(checked(product)).toEqual([]);
  expect(checked("garlic")).toEqual([
    [
      "quote.product",
      "Product must be one of: red-onions, yellow-onions, g4-green-chillies, chickpeas, other.",
    ],
  ]);
  // She adds dehydrated garlic and publishes: the same schema takes it at once.
  published = [...published, "dehydrated-garlic"];
  expect(checked("dehydrated-garlic")).toEqual([]);
  expect(withQuote({ product: "garlic" }).success).toBe(true);
  for (const product of ["Red Onions", "../desk", "a".repeat(121), ""]) {
    expect(problems({ product }), product).toHaveLength(1);
  }
});

test("Quantity is a number above 0 and at most the unit's bound", () => {
  expect(problems({ quantity: "20", unit: "MT" })).toEqual([
    ["quote.quantity", "Quantity must be a number."],
  ]);
  expect(problems({ quantity: 0, unit: "MT" })).toEqual([
    ["quote.quantity", "Quantity must be more than 0."],
  ]);
  expect(problems({ quantity: -5, unit: "kg" })).toEqual([
    ["quote.quantity", "Quantity must be more than 0."],
  ]);
  expect(withQuote({ quantity: 0.001, unit: "kg" }).success).toBe(true);
  const bounds = [
    ["kg", 10_000_000, "10,000,000"],
    ["MT", 100_000, "100,000"],
    ["20 ft containers", 5_000, "5,000"],
    ["40 ft containers", 5_000, "5,000"],
  ] as const;
  for (const [unit, max, written] of bounds) {
    expect(withQuote({ quantity: max, unit }).success).toBe(true);
    expect(problems({ quantity: max + 0.5, unit })).toEqual([
      ["quote.quantity", `Quantity must be at most ${written} ${unit}.`],
    ]);
  }
  expect(problems({ quantity: 1e308, unit: "MT" })).toHaveLength(1);
});

test("a translated bound names the unit as that language's form does", () => {
  const over = { ...valid, quote: { quantity: 5_001, unit: "40 ft containers" } };
  const messageIn = (words: EnquiryWords) => enquirySchemaIn(words).safeParse(over).error?.issues[0]?.message;
  expect(messageIn(esAnswers)).toBe("La cantidad no puede superar 5000 contenedores de 40 pies.");
  expect(messageIn(arAnswers)).toBe("يجب ألا تتجاوز الكمية 5,000 حاويات 40 قدماً.");
});

test("Unit is one of the four and goes together with a Quantity", () => {
  expect(problems({ quantity: 2, unit: "tonnes" })).toEqual([
    ["quote.unit", "Unit must be one of: kg, MT, 20 ft containers, 40 ft containers."],
  ]);
  expect(problems({ quantity: 2 })).toEqual([["quote.unit", "Unit is required with a Quantity."]]);
  expect(problems({ unit: "MT" })).toEqual([["quote.quantity", "Quantity is required with a Unit."]]);
});

test("Destination port is text of at most 100 characters: letters, digits, spaces and . , ' ( ) / - &", () => {
  expect(withQuote({ port: "Hải Phòng" }).success).toBe(true);
  expect(withQuote({ port: "St. John's / Port-Louis & Co (2)" }).success).toBe(true);
  expect(withQuote({ port: "x".repeat(100) }).success).toBe(true);
  expect(problems({ port: "x".repeat(101) })).toEqual([
    ["quote.port", "Destination port must be at most 100 characters."],
  ]);
  expect(problems({ port: "   " })).toEqual([
    ["quote.port", "Destination port must not be empty: leave it out instead."],
  ]);
  for (const port of ["<script>", "Rotterdam\nBcc: x", "a;b", "=cmd"]) {
    expect(problems({ port })).toEqual([
      ["quote.port", "Destination port may hold only letters, digits, spaces and . , ' ( ) / - &."],
    ]);
  }
  expect(problems({ port: 7 })).toEqual([["quote.port", "Destination port must be text."]]);
});

test("Incoterm is one of the eight", () => {
  for (const incoterm of ["EXW", "FCA", "FOB", "CFR", "CIF", "CIP", "DAP", "DDP"]) {
    expect(withQuote({ incoterm }).success).toBe(true);
  }
  for (const incoterm of ["fob", "DDU", "", 3]) {
    expect(problems({ incoterm })).toEqual([
      ["quote.incoterm", "Incoterm must be one of: EXW, FCA, FOB, CFR, CIF, CIP, DAP, DDP."],
    ]);
  }
});

test("samples is true or false", () => {
  expect(withQuote({ samples: false }).success).toBe(true);
  expect(problems({ samples: "yes" })).toEqual([["quote.samples", "Samples must be true or false."]]);
});

test("a quote that is no object, or has an unknown key, is refused", () => {
  for (const quote of ["2 MT", 42, null, []]) {
    expect(problems(quote)).toEqual([["quote", "Quote details must be an object."]]);
  }
  expect(problems({ colour: "red" })).toEqual([["quote", "Quote details have no field colour."]]);
});
