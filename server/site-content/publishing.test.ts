import Fastify from "fastify";
import { expect, test } from "vitest";
import { manualClock, tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { createSitePublishing } from "./publishing.ts";
import { createSiteContentStore } from "./store.ts";

test("a publisher that throws at once fails its version like one that rejects; the next publish may start", async () => {
  const db = openDatabase(await tempDir());
  const store = createSiteContentStore(db, manualClock().now);
  let calls = 0;
  const publishing = createSitePublishing(
    store,
    {
      publish: () => {
        calls++;
        throw new Error("No build to render from.");
      },
      preview: () => Promise.reject(new Error("unused")),
    },
    Fastify().log,
  );
  expect(publishing.publishDraft(0, "priya@example.com")).toMatchObject({ version: 2, state: "publishing" });
  await publishing.settled();
  expect(publishing.status()).toMatchObject({
    version: 2,
    state: "failed",
    error: "No build to render from.",
  });
  expect(store.current().version).toBe(1);
  expect(publishing.publishDraft(0, "priya@example.com")).toMatchObject({ version: 3 });
  await publishing.settled();
  expect(calls).toBe(2);
  db.close();
});
