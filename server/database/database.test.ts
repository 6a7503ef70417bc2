import { expect, test } from "vitest";
import { versionOneDatabase } from "#tests/support/first-release-database.ts";
import { tempDir } from "#tests/support/test-helper.ts";
import { createDeskStore } from "../enquiries/desk-store.ts";
import { createEnquiryStore } from "../enquiries/enquiry-store.ts";
import { createSearchIndex } from "../enquiries/search-index.ts";
import { createConversation } from "../mail/conversation.ts";
import { createSiteContentStore } from "../site-content/store.ts";
import { openDatabase, schemaVersion } from "./database.ts";

test("a database made by the first release is upgraded at start and keeps every enquiry", async () => {
  const dataDir = await tempDir();
  const ids = versionOneDatabase(dataDir, 40);

  const db = openDatabase(dataDir);
  try {
    const { user_version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
    expect(user_version).toBe(schemaVersion);
    const enquiries = createEnquiryStore(db).list();
    expect(enquiries.map((e) => e.id)).toEqual(ids);
    expect(enquiries.filter((e) => e.deliveryState === "sent")).toHaveLength(20);
    expect(enquiries[7]).toMatchObject({ name: "Buyer 7", email: "buyer7@example.com", message: "Quote 7" });
    // The desk's search finds the enquiries of before, and its index matches the table exactly.
    const desk = createDeskStore(db, createSearchIndex(db), {
      products: createSiteContentStore(db),
      conversation: createConversation(db),
    });
    expect(desk.page({ q: "Buyer 7" }).items.map((e) => e.name)).toEqual(["Buyer 7"]);
    db.exec("INSERT INTO enquiries_search (enquiries_search, rank) VALUES ('integrity-check', 1)");
    // The quotations' tables are there, empty, and the mails can name a quotation.
    expect(db.prepare("SELECT count(*) AS n FROM quotations").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM quotation_lines").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM mails WHERE quotation_id IS NOT NULL").get()).toEqual({
      n: 0,
    });
  } finally {
    db.close();
  }
  // Opening again finds nothing left to do.
  openDatabase(dataDir).close();
});

test("a database newer than the code is refused, not touched", async () => {
  const dataDir = await tempDir();
  openDatabase(dataDir).close();
  const db = openDatabase(dataDir);
  db.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
  db.close();
  expect(() => openDatabase(dataDir)).toThrow(`schema version ${schemaVersion + 1}`);
});
