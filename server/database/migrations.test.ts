import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { siteContentSchema } from "#domain/site-content/schema.ts";
import { databaseAtVersion } from "#tests/support/first-release-database.ts";
import { tempDir } from "#tests/support/test-helper.ts";
import { createSiteContentStore, seedAuthor } from "../site-content/store.ts";
import { databaseFileName, openDatabase, schemaVersion } from "./database.ts";
import { legacyReferenceOf } from "./legacy-references.ts";

const migrationsDir = path.join(import.meta.dirname, "migrations");

// A shipped migration never changes: each file's SHA-256 as it shipped. A new migration adds its line here.
const shipped: Record<string, string> = {
  "001-enquiries.sql": "ec0aeb56724453b27d3b55a1328f23426456e18c12a6d8e949281dae2fa4481c",
  "002-desk.sql": "cd7c439593799ea59026a7421946309534bc9942fe1cf2039459b1428bf1384c",
  "003-search-outside-insert.sql": "1d1798eb0829084853536a76e3c58de1ddd190c12709b5679417bbd0f49b91ec",
  "004-quote-and-arrival.sql": "97922941ea6301d6cb5a47d148d3db467afec6363b85596f9749040533863ea8",
  "005-first-answer.sql": "5d40bfb1abfb6b3e09fbe3169fc0e847edc94244e90c9fc4c65d90b8d713abaa",
  "006-push-devices.sql": "84b65f0db44a054cf592455abfed8193806f20d46384b3f30631c9da93064079",
  "007-references-and-mails.sql": "28123615c6df0d4b573a0d54d836e21d9a912be33a546f5681f129bc81396513",
  "008-reply-templates.sql": "ea8f9d2875b77269f982594ca104ca3aaa58112dd7120cf753b6ff3e7d824fd4",
  "009-mailbox.sql": "04c6ed2fcb94f94c2d98d487d7e6e837371515331e6734a1c038f39c0f902139",
  "010-drop-mails-recipient-index.sql": "ff4c2f14b9994d143c3fbbd1f847480c56dfb89a9d78e459ff423c47c41ef51d",
  "011-site-language.sql": "23b024529b31bfba87985aefe10fd59275840ae513f44e2c02dfa042a8f8c7f3",
  "012-reference-key-and-held-mails.sql": "a0023499c65fcde0ec32d9ff5ea7cb4187071301c9c28c71b5e731945ec1d0d8",
  "013-quotations.sql": "473415c8aa6c39ab6c28be3e12b209c389a993827d653ef479a9325fadcb1f2f",
  "014-site-content.sql": "e61cee222840f6087c648812d38ede800fdad0c7454f9f5846bcae190aa117ac",
  "015-photos.sql": "2061ed260901b821d6e714ad83283cca64a21f62f83982da099351403756ad08",
  "016-former-slugs-cap.sql": "1624b96383c84d0a8e3eaa6426db35343dd027ccdd75d6ba1ab616f98328553e",
  "017-quotation-views.sql": "a96e1799a8b4c81e88a9b512315fc555fa1b38e15fb6ec544bbf1ff7fc66bef6",
  "018-visitors.sql": "295e046c2ca9da3191dafe39bc7d9231b63ef93b2e738a7396034a264b0a2fcf",
  "019-visitor-totals.sql": "c42288e8c880ad09f7cc7f67134159eeda45539d8fd39567350deb61a0c33cbb",
  "020-campaign-links.sql": "39b2af4805e1b183d1c4a9e25a296e9af5bef64a02b2fd0b72e9c8fbd55dc8ed",
  "021-search-engines.sql": "36a46b6bd9566ed668ed41b47513450d8b2b04c3b9179115e49669593977a5a5",
  "022-roles.sql": "15d236e41dc384b03dd790299f71ad7ce2c08ac0703b2adc7da091178abab055",
  "023-invitations.sql": "ca234e2357d4991df7330b3e65ad4c326fa5f21dedef567f326154e8cbd6762b",
  "024-assignment-and-follow-ups.sql": "65ab62bbd4ce9a961006480a0278b445012c2724ad1a1e56af0c39e0774db133",
  "025-activity.sql": "5a281b6c16c67567aa5bb7f7db4744503f5bd9a9a6c83c860dbf638b57f196aa",
  "026-orders.sql": "d20a5def93ff25efdc7f7069c2c00e041a59724ce610194030be828ac28f7e0e",
  "027-order-packing.sql": "af0149e5b755a4b35333b3f8fc8436f65ae0aded76a2cb17521b98d724d1d8d0",
  "028-visitor-live-totals.sql": "33f2155bcc3434d5e8becf6ba52c6692050765cc92974ff46345918433293d96",
  "029-proceeds-follow-up.sql": "4c238bc00acc115a1c036f8b7574ee9bdc2b936a47edb4e4dc9b6a4e9e16d27a",
  "030-order-documents.sql": "cf2ea9078b91dae2c7f72c92891a3e0dd9a72906e649007825e563246df5f64c",
  "031-desk-language.sql": "c6dc9e4e7d2aea28ccf7c6b944e387997b02e7f2d7e2e55f47c41274dc33fce1",
  // The data of the functions the migrations call (migration-functions.ts).
  "frozen-facts.json": "37ad1d6ef6d720cd335090f68a951f1887392c18ebcb7a7c0941e8c98b392d9e",
};

test("no shipped migration, nor the data its functions read, has changed since it shipped", () => {
  const files = readdirSync(migrationsDir).sort();
  expect(files).toEqual(Object.keys(shipped).sort());
  for (const file of files) {
    const sha = createHash("sha256")
      .update(readFileSync(path.join(migrationsDir, file)))
      .digest("hex");
    expect(sha, file).toBe(shipped[file]);
  }
});

function schemaOf(db: DatabaseSync): unknown {
  return db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name").all();
}

test("a database of every earlier schema version upgrades at start to the schema a new one has", async () => {
  const fresh = openDatabase(await tempDir());
  const expected = schemaOf(fresh);
  fresh.close();
  for (let version = 1; version < schemaVersion; version++) {
    const dataDir = await tempDir();
    const ids = databaseAtVersion(dataDir, version, 3);
    const db = openDatabase(dataDir);
    try {
      expect(db.prepare("PRAGMA user_version").get(), `from version ${version}`).toEqual({
        user_version: schemaVersion,
      });
      expect(schemaOf(db), `from version ${version}`).toEqual(expected);
      // The first release's enquiries (phone 91…, message "Quote n"), numbered in the order they came.
      const rows = db
        .prepare("SELECT id, country, product, seq, reference FROM enquiries ORDER BY seq")
        .all();
      expect(
        rows.map((row) => ({ ...row })),
        `from version ${version}`,
      ).toEqual(
        ids.map((id, i) => ({
          id,
          country: "in",
          product: null,
          seq: i + 1,
          reference: legacyReferenceOf(i + 1),
        })),
      );
      expect(db.prepare("SELECT count(*) AS n FROM reply_templates").get()).toEqual({ n: 3 });
      // The site's content is seeded at start: today's defaults as version 1.
      expect(createSiteContentStore(db).current(), `from version ${version}`).toMatchObject({
        version: 1,
        by: seedAuthor,
      });
    } finally {
      db.close();
    }
  }
});

test("a database whose products kept more former addresses than the schema allows keeps each one's newest fifty", async () => {
  const dataDir = await tempDir();
  databaseAtVersion(dataDir, 15, 0);
  const old = new DatabaseSync(path.join(dataDir, databaseFileName));
  const slugs = Array.from({ length: 70 }, (_, i) => `chickpeas-${i}`);
  const content = defaultSiteContent();
  content.products = content.products.map((p, i) => (i === 3 ? { ...p, formerSlugs: slugs } : p));
  const published = JSON.stringify(content);
  const insert = old.prepare(
    `INSERT INTO site_versions (version, content, published_by, published_at, changes, state)
     VALUES (?, ?, 'priya@example.com', '2026-11-26T08:30:00.000Z', '[]', 'published')`,
  );
  insert.run(1, JSON.stringify(defaultSiteContent()));
  insert.run(2, published);
  old.prepare("INSERT INTO site_draft (id, content, revision) VALUES (1, ?, 3)").run(published);
  old.close();

  const db = openDatabase(dataDir);
  try {
    const store = createSiteContentStore(db);
    const raw = (sql: string) => JSON.parse((db.prepare(sql).get() as { content: string }).content);
    for (const stored of [
      raw("SELECT content FROM site_draft"),
      raw("SELECT content FROM site_versions WHERE version = 2"),
    ]) {
      expect(stored).toEqual({
        ...content,
        products: content.products.map((p, i) => (i === 3 ? { ...p, formerSlugs: slugs.slice(20) } : p)),
      });
    }
    expect(raw("SELECT content FROM site_versions WHERE version = 1")).toEqual(defaultSiteContent());
    expect(siteContentSchema.safeParse(store.draft().content).success).toBe(true);
    expect(store.draft().revision).toBe(3);
  } finally {
    db.close();
  }
});

test("the functions the migrations call give the answers they shipped with", async () => {
  const db = openDatabase(await tempDir());
  try {
    const country = (phone: string) =>
      (db.prepare("SELECT country_of_phone(?) AS c").get(phone) as { c: string | null }).c;
    const product = (message: string) =>
      (db.prepare("SELECT product_of_message(?) AS p").get(message) as { p: string | null }).p;
    expect(
      ["919876543210", "12685551234", "14165551234", "14155551234", "447911123456", "4930123456", "0000"].map(
        country,
      ),
    ).toEqual(["in", "ag", "ca", "us", "gb", "de", null]);
    expect(
      [
        "Enquiry about Red Onions: 2 containers",
        "  ENQUIRY ABOUT CHICKPEAS:\nmore",
        "Consulta sobre Cebolla roja: 20 t",
        "Hello",
      ].map(product),
    ).toEqual(["red-onions", "chickpeas", "red-onions", null]);
  } finally {
    db.close();
  }
});
