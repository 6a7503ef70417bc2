// A real browser's visit is counted by the server from its own requests, with its campaign, country and language;
// a page of the desk and the owner's own visit are not. The test reads the server's database, so it runs a
// server of its own: behind a "proxy" (TRUST_PROXY) that names the country in CF-IPCountry, as Cloudflare does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { productSlugs } from "#domain/products/product-catalogue.ts";
import { createOwner } from "../../support/desk-helpers.ts";
import { freePort } from "../../support/reliability/ports.ts";
import { type ServerProcess, startServer } from "../../support/reliability/server-process.ts";

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "visitors-counted-"));
  server = await startServer({
    port: await freePort(),
    dataDir,
    smtpPort: await freePort(),
    env: { SMTP_URL: "", TRUST_PROXY: "true", COUNTRY_HEADER: "CF-IPCountry" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a buyer's visit is counted with its source, country and language; the desk and the owner's visits are not", async ({
  browser,
}) => {
  const slug = productSlugs[0];
  const buyer = await browser.newContext({ extraHTTPHeaders: { "CF-IPCountry": "KE" } });
  const page = await buyer.newPage();
  await page.goto(`${server.url}/fr/products/${slug}?utm_source=gulfood&utm_medium=qr&utm_campaign=stand`);
  await expect(page.locator("h1")).toBeVisible();
  // The desk's sign-in page, and the desk itself (which sends a stranger to sign in): never counted.
  await page.goto(`${server.url}/desk`);
  await expect(page).toHaveURL(/\/sign-in/);
  await buyer.close();

  // The owner, signed in, looks at her own site.
  const owner = createOwner(dataDir);
  const hers = await browser.newContext({ extraHTTPHeaders: { "CF-IPCountry": "IN" } });
  const signedIn = await hers.request.post(`${server.url}/api/auth/sign-in`, {
    data: owner,
    headers: { Origin: server.url },
  });
  expect(signedIn.status()).toBe(200);
  const herPage = await hers.newPage();
  await herPage.goto(`${server.url}/about`);
  await expect(herPage.locator("h1")).toBeVisible();
  await hers.close();

  // Views wait in memory; the server writes them when it stops.
  await server.stop();
  const db = new DatabaseSync(path.join(dataDir, "enquiries.db"), { readOnly: true });
  try {
    const rows = db
      .prepare("SELECT path, language, product, source, medium, campaign, country, entry FROM page_views")
      .all();
    expect(rows).toEqual([
      {
        path: `/fr/products/${slug}`,
        language: "fr",
        product: slug,
        source: "gulfood",
        medium: "qr",
        campaign: "stand",
        country: "ke",
        entry: 1,
      },
    ]);
  } finally {
    db.close();
  }
});
