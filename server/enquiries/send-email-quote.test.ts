// The quote details and the arrival record travel with an enquiry (JSON and the no-JavaScript post).

import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { versionOneDatabase } from "#tests/support/first-release-database.ts";
import { buildTestApp, storedRows, tempDir, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName, migrations, openDatabase, schemaVersion } from "../database/database.ts";
import { legacyReferenceOf } from "../database/legacy-references.ts";
import { createConversation } from "../mail/conversation.ts";
import { createSiteContentStore } from "../site-content/store.ts";
import { createDeskStore } from "./desk-store.ts";
import { referencesOf } from "./enquiry-reference.ts";
import { createSearchIndex } from "./search-index.ts";

const url = "/api/send-email";
const quote = {
  product: "chickpeas",
  quantity: 2,
  unit: "40 ft containers",
  port: "Jebel Ali (Dubai)",
  incoterm: "CIF",
  samples: true,
};
const arrivalHeader = new URLSearchParams({
  page: "/products/chickpeas",
  referrer: "www.google.com",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
}).toString();

test("a quote is stored in its own columns, the arrival from its header, the message untouched", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: { ...validEnquiry, quote },
    headers: { "enquiry-arrival": arrivalHeader, "accept-language": "de-CH,de;q=0.9" },
  });
  expect(response.statusCode).toBe(201);
  expect(storedRows(app.dataDir)).toEqual([
    expect.objectContaining({
      message: validEnquiry.message,
      product: "chickpeas",
      quote_product: "chickpeas",
      quote_quantity: 2,
      quote_unit: "40 ft containers",
      quote_port: "Jebel Ali (Dubai)",
      quote_incoterm: "CIF",
      quote_samples: 1,
      arrival_page: "/products/chickpeas",
      arrival_referrer: "google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      language: "de-CH",
      source: "newsletter",
    }),
  ]);
});

test("without a quote every quote column stays empty", async () => {
  const app = await buildTestApp();
  const response = await app.inject({ method: "POST", url, payload: validEnquiry });
  expect(response.statusCode).toBe(201);
  expect(storedRows(app.dataDir)).toEqual([
    expect.objectContaining({
      quote_product: null,
      quote_quantity: null,
      quote_unit: null,
      quote_port: null,
      quote_incoterm: null,
      quote_samples: null,
      arrival_page: null,
      source: null,
    }),
  ]);
});

test.each([
  ["quote.colour", { colour: "red" }, '"quote.colour" is not a field of the enquiry.'],
  ["quote.quantity", { quantity: "2", unit: "MT" }, "Quantity must be a number."],
  ["quote.quantity", { quantity: -1, unit: "MT" }, "Quantity must be more than 0."],
  ["quote.quantity", { quantity: 100_001, unit: "MT" }, "Quantity must be at most 100,000 MT."],
  ["quote.unit", { quantity: 2 }, "Unit is required with a Quantity."],
  ["quote.incoterm", { incoterm: "DDU" }, "Incoterm must be one of: EXW, FCA, FOB, CFR, CIF, CIP, DAP, DDP."],
  ["quote.product", { product: "garlic" }, expect.stringMatching(/^Product must be one of: red-onions/)],
  ["quote.samples", { samples: "yes" }, "Samples must be true or false."],
  ["quote", "2 MT", "Quote details must be an object."],
])("a bad %s gets a clear 400 and stores nothing", async (field, bad, problem) => {
  const app = await buildTestApp();
  const response = await app.inject({ method: "POST", url, payload: { ...validEnquiry, quote: bad } });
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.fields).toEqual({ [field]: problem });
  expect(body.message).toMatch(/^Please check the form: /);
  expect(storedRows(app.dataDir)).toEqual([]);
});

test("the no-JavaScript post carries the quote; empty fields and a Unit without Quantity are left out", async () => {
  const app = await buildTestApp();
  const post = (fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "fr-FR" },
      payload: new URLSearchParams({ ...validEnquiry, website: "", ...fields }).toString(),
    });
  const filled = await post({
    product: "other",
    quantity: "12.5",
    unit: "MT",
    port: "Rotterdam",
    incoterm: "FOB",
    samples: "yes",
  });
  expect(filled.statusCode).toBe(303);
  expect(filled.headers.location).toBe("/contact#enquiry-sent");
  const empty = await post({ product: "", quantity: "", unit: "MT", port: "", incoterm: "" });
  expect(empty.statusCode).toBe(303);
  expect(empty.headers.location).toBe("/contact#enquiry-sent");
  const bad = await post({ quantity: "-3", unit: "MT" });
  expect(bad.headers.location).toBe("/contact#enquiry-error");
  const rows = storedRows(app.dataDir);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    quote_product: "other",
    product: "other",
    quote_quantity: 12.5,
    quote_unit: "MT",
    quote_port: "Rotterdam",
    quote_incoterm: "FOB",
    quote_samples: 1,
    // Without JavaScript: the language alone.
    arrival_page: null,
    arrival_referrer: null,
    language: "fr-FR",
  });
  expect(rows[1]).toMatchObject({
    quote_product: null,
    quote_unit: null,
    quote_quantity: null,
    language: "fr-FR",
  });
});

test("a cross-origin post may send the arrival header (CORS preflight)", async () => {
  const app = await buildTestApp({ env: { ALLOWED_ORIGINS: "https://www.example.com" } });
  const preflight = await app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin: "https://www.example.com",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type,enquiry-arrival",
    },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers["access-control-allow-headers"]?.toString().toLowerCase()).toContain(
    "enquiry-arrival",
  );
});

test("a database of the previous schema upgrades at start: enquiries unchanged, older products read again", async () => {
  const dataDir = await tempDir();
  versionOneDatabase(dataDir, 3);
  // Bring it to version 3 as the previous code did, whose parser wanted the product line alone.
  const old = new DatabaseSync(path.join(dataDir, databaseFileName));
  old.function("country_of_phone", (_phone) => null);
  old.function("product_of_message", (_message) => null);
  old.exec(`${migrations[1]}; ${migrations[2]}; PRAGMA user_version = 3;`);
  old
    .prepare("UPDATE enquiries SET message = ? WHERE name = 'Buyer 1'")
    .run("Enquiry about Red Onions: 2 containers");
  const before = old.prepare("SELECT * FROM enquiries ORDER BY rowid").all();
  old.close();

  const db = openDatabase(dataDir);
  try {
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: schemaVersion });
    const after = db.prepare("SELECT * FROM enquiries ORDER BY rowid").all() as Record<string, unknown>[];
    const newColumns = Object.keys(after[0] ?? {}).filter((column) => !(column in (before[0] ?? {})));
    // The quote and arrival columns and first_answered_at (version 5), null for older enquiries; the sequence
    // number and the reference (version 6), given to older enquiries in the order they arrived; the
    // site language, English for every older enquiry (the site had no other); the visit's source, country and
    // device (version 18), null for older enquiries; whom it is assigned to and its follow-up (version 24),
    // nobody and none, its morning's push not sent.
    const numbered = ["seq", "reference"];
    expect(newColumns).toHaveLength(24);
    expect(newColumns).toEqual(expect.arrayContaining(numbered));
    for (const row of after) {
      expect(row.site_language).toBe("en");
      expect(row.follow_up_told).toBe(0);
      const nulls = newColumns.filter(
        (c) => !numbered.includes(c) && c !== "site_language" && c !== "follow_up_told",
      );
      for (const column of nulls) expect(row[column]).toBeNull();
    }
    const byArrival = [...after].sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)));
    // They keep the references the first releases gave them (the reference key covers only the numbers after them),
    // and each still finds its enquiry.
    expect(byArrival.map((row) => row.reference)).toEqual(byArrival.map((_, i) => legacyReferenceOf(i + 1)));
    const references = referencesOf(db);
    for (const row of byArrival) expect(references.seqOf(String(row.reference))).toBe(row.seq);
    const unchanged = (rows: Record<string, unknown>[]) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.keys(before[0] ?? {})
            .filter((c) => c !== "product")
            .map((c) => [c, row[c]]),
        ),
      );
    expect(unchanged(after)).toEqual(unchanged(before));
    const desk = createDeskStore(db, createSearchIndex(db), {
      products: createSiteContentStore(db),
      conversation: createConversation(db),
    });
    expect(desk.page({ product: "red-onions" }).items.map((e) => e.name)).toEqual(["Buyer 1"]);
  } finally {
    db.close();
  }
});
