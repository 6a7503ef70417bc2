import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type BrowserContext, devices, expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import type { Quotations } from "#domain/desk/types.ts";
import { baseURL, e2eDataDir } from "../../../../playwright.config.ts";
import {
  databaseFile,
  expectNoViolations,
  openDesk,
  quoteRequestEnquiry,
  signInByApi,
  signInNewOwner,
} from "../../../support/desk-helpers.ts";

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/quotation");
mkdirSync(shots, { recursive: true });

/** The desk's sent quotation in full (?quotation), looked at on a phone and a desktop. */
async function lookAtSent(page: Page, id: string, name: string) {
  await openDesk(page, `/desk/enquiries/${id}?quotation`);
  const panel = page.getByRole("region", { name: "Quotation", exact: true });
  await expect(panel.getByRole("table", { name: "Lines" })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    // Only the lines' table may scroll sideways on a phone, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(shots, `sent-${name}-${width}.png`), fullPage: true });
    await expectNoViolations(page, `the sent quotation (${name}) at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return panel;
}

const quotationsOf = async (context: BrowserContext, id: string) =>
  (await (await context.request.get(`${baseURL}/api/desk/enquiries/${id}/quotations`)).json()) as Quotations;

/** Sends the prefilled quotation at a price, through the desk's API. */
async function sendByApi(context: BrowserContext, id: string, price: string) {
  const { prefill } = await quotationsOf(context, id);
  const headers = { Origin: baseURL };
  const draft = await context.request.post(`${baseURL}/api/desk/enquiries/${id}/quotations`, {
    headers,
    data: { ...prefill, lines: prefill.lines.map((line) => ({ ...line, price })) },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const sent = await context.request.post(`${baseURL}/api/desk/quotations/${(await draft.json()).id}/send`, {
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()).url as string;
}

test("a quotation from the desk, prefilled, sent, viewed and accepted by the buyer; the enquiry is won", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  const { id } = await quoteRequestEnquiry(request, context, "es");

  await openDesk(page, `/desk/enquiries/${id}`);
  await page.getByRole("link", { name: "Quotation", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Quotation", exact: true })).toBeVisible();
  // Prefilled from the quote request and the product's facts, in the buyer's language.
  await expect(page.getByLabel("Product")).toHaveValue("Cebolla Roja");
  await expect(page.getByLabel("Quantity")).toHaveValue("20");
  await expect(page.getByLabel("Port")).toHaveValue("Jebel Ali");
  await expect(page.getByLabel("Incoterm")).toHaveValue("CIF");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  await expect(page.getByLabel("Payment terms")).not.toHaveValue("");

  await page.getByLabel("Price per unit").fill("1170");
  await expect(page.getByLabel("Amount, Line 1")).toHaveText("USD 23,400.00");
  await page.getByRole("button", { name: "Add line" }).click();
  const second = page.getByRole("group", { name: "Line 2" });
  await second.getByLabel("Product").fill("Jute bags");
  await second.getByLabel("Quantity").fill("2.5");
  await second.getByLabel("Price per unit").fill("3.33");
  await expect(page.getByLabel("Amount, Line 2")).toHaveText("USD 8.33");
  await expect(page.getByLabel("Total", { exact: true })).toHaveText("USD 23,408.33");
  await page.getByLabel("Currency").selectOption("JPY");
  await expect(page.getByLabel("Total", { exact: true })).toHaveText("–");
  await page.getByLabel("Currency").selectOption("USD");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.screenshot({ path: path.join(shots, `form-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Remove line: Line 2" }).click();
  await expect(page.getByLabel("Total", { exact: true })).toHaveText("USD 23,400.00");

  await page.getByRole("button", { name: "Send quotation" }).click();
  await expect(page.getByText("The quotation is sent.")).toBeVisible();
  const quotations = page.getByRole("region", { name: "Quotations" });
  await expect(quotations).toContainText("Not viewed yet");
  await expect(page.getByText("Quoted", { exact: true }).first()).toBeVisible();

  // She reads what she sent in full in the desk: lines, terms, validity, language, message.
  const panel = await lookAtSent(page, id, "es");
  const lines = panel.getByRole("table", { name: "Lines" });
  await expect(lines.getByRole("row").nth(1)).toContainText("Cebolla Roja");
  await expect(lines.getByRole("row").nth(1)).toContainText("20 MT");
  await expect(lines.getByRole("row").nth(1)).toContainText("USD 1,170.00");
  await expect(lines.getByRole("row", { name: "Total" })).toContainText("USD 23,400.00");
  for (const [term, value] of [
    ["Language", "Spanish"],
    ["Delivery", "CIF Jebel Ali"],
    ["Valid until", /^\d{1,2} \w+ \d{4}$/],
  ] as const)
    await expect(
      panel
        .locator("dl > div")
        .filter({ has: page.getByRole("term").getByText(term, { exact: true }) })
        .getByRole("definition"),
    ).toHaveText(value);
  await expect(panel.getByRole("heading", { name: "Message" })).toBeVisible();

  // She opens the buyer's page from her own signed-in browser: that is not the buyer's view.
  const [own] = await Promise.all([
    context.waitForEvent("page"),
    panel.getByRole("link", { name: "Buyer's page" }).click(),
  ]);
  await expect(own.getByRole("button", { name: "Aceptar la cotización" })).toBeVisible();
  await own.close();
  await openDesk(page, `/desk/enquiries/${id}`);
  await expect(quotations).toContainText("Not viewed yet");
  expect((await quotationsOf(context, id)).quotations[0]?.views).toEqual([]);

  // The mail (the e2e server writes it to its outbox folder) carries the PDF: every line, total and validity.
  const [sent] = (await quotationsOf(context, id)).quotations;
  const outbox = path.join(e2eDataDir, "outbox");
  // The outbox delivers after the send has answered: on a busy host the file may come a moment later.
  const sentMail = async () => {
    const mails = await Promise.all(
      readdirSync(outbox)
        .filter((name) => name.startsWith("quotation-") && name.endsWith(".eml"))
        .map(async (name) => simpleParser(readFileSync(path.join(outbox, name)))),
    );
    return mails.find((m) => m.attachments[0]?.filename === `Quotation ${sent?.name}.pdf`);
  };
  await expect.poll(async () => (await sentMail()) !== undefined, { timeout: 20_000 }).toBe(true);
  const mail = await sentMail();
  expect(mail?.text).toContain(`${sent?.url}`);
  const pdfFile = path.join(shots, "quotation-es.pdf");
  writeFileSync(pdfFile, mail?.attachments[0]?.content ?? "");
  const text = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" });
  for (const expected of ["Cebolla Roja", "23.400,00 USD", "Válida hasta", "CIF Jebel Ali"])
    expect(text).toContain(expected);
  execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", pdfFile, path.join(shots, "quotation-es")]);

  // The buyer, in a browser of his own (no session; a desktop Chrome's user agent, as a headless browser that
  // says so is a bot's): his page in Spanish; accepting twice is one acceptance.
  const buyerContext = await browser.newContext({ ...devices["Desktop Chrome"] });
  const buyer = await buyerContext.newPage();
  await buyer.goto(sent?.url ?? "");
  await expect(buyer.locator("html")).toHaveAttribute("lang", "es");
  await buyer.getByLabel("Su nombre").fill("Omar Haddad");
  await buyer.getByLabel("Acepto esta cotización y sus condiciones.").check();
  await buyer.getByRole("button", { name: "Aceptar la cotización" }).click();
  await expect(buyer.getByRole("status")).toContainText(/^Aceptada el \d+ de \w+ de \d{4}/);
  const again = await buyer.request.post(`${baseURL}${sent?.url}/accept`, {
    headers: { Origin: baseURL },
    form: { name: "Someone Else", confirm: "yes" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  await buyerContext.close();

  await openDesk(page, `/desk/enquiries/${id}`);
  const viewed = quotations.locator("p").filter({ has: page.getByText("Viewed", { exact: true }) });
  await expect(viewed.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(viewed.locator("time")).toHaveText(/\d{4}, \d\d:\d\d$/);
  const [seen] = (await quotationsOf(context, id)).quotations;
  expect(seen?.views).toHaveLength(1);
  expect(seen?.viewedAt).toBe(seen?.views[0]?.at);
  const viewedPanel = await lookAtSent(page, id, "es-viewed");
  await expect(viewedPanel.getByRole("heading", { name: "Views by the buyer (1 view)" })).toBeVisible();
  await expect(
    viewedPanel.getByRole("list", { name: "Views by the buyer" }).getByRole("listitem"),
  ).toHaveCount(1);
  await openDesk(page, `/desk/enquiries/${id}`);
  await expect(quotations).toContainText("Accepted by Omar Haddad");
  await expect(quotations).not.toContainText("Someone Else");
  await expect(page.getByText("Won", { exact: true }).first()).toBeVisible();

  // The Overview counts it: on offer and accepted this month, in its currency.
  await openDesk(page, "/desk/overview");
  const figures = page.getByRole("region", { name: "Quotations this month" });
  await expect(figures).toContainText("On offer (current quotations sent)");
  await expect(figures.getByRole("definition").nth(1)).toContainText("USD");
  expect(errors).toEqual([]);
});

test("the buyer's page in English and in Arabic, right to left, on a phone", async ({
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByApi(context);
  const desk = await context.newPage();
  for (const lang of ["en", "ar"]) {
    const { id } = await quoteRequestEnquiry(request, context, lang);
    const url = await sendByApi(context, id, "1170");
    // The desk speaks English; an Arabic quotation's own texts read right to left inside it.
    const panel = await lookAtSent(desk, id, lang);
    await expect(
      panel.getByRole("table", { name: "Lines" }).locator(`[lang="${lang}"]`).first(),
    ).toBeVisible();
    const buyer = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const answer = await buyer.goto(url);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(buyer.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(
      buyer.getByRole("button", { name: lang === "ar" ? "قبول عرض السعر" : "Accept quotation" }),
    ).toBeVisible();
    // Readable on a phone: nothing but the lines' table scrolls sideways.
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await buyer.screenshot({ path: path.join(shots, `buyer-${lang}.png`), fullPage: true });
    await buyer.close();
  }
  const unknown = await request.get(`${baseURL}/quotation/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
  expect(unknown.status()).toBe(404);
});

test("an expired and a superseded quotation say so in the buyer's browser and cannot be accepted; an unknown one is the NotFound page", async ({
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByApi(context);
  const { id } = await quoteRequestEnquiry(request, context, "en");
  const first = await sendByApi(context, id, "1170");
  const second = await sendByApi(context, id, "1150");
  const buyer = await browser.newPage();

  await buyer.goto(first);
  await expect(
    buyer.getByText("This quotation has been replaced by a newer one and can no longer be accepted."),
  ).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);
  await buyer.getByRole("link", { name: "See the current quotation" }).click();
  await expect(buyer).toHaveURL(second);

  // The current one, its 'Valid until' past (the e2e server's clock is the real one).
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE quotations SET valid_until = '2026-01-01' WHERE token = ?").run(
      second.split("/").pop() ?? "",
    );
  } finally {
    db.close();
  }
  await buyer.goto(second);
  await expect(
    buyer.getByText(
      "This quotation has expired and can no longer be accepted. Please write to us for a new one.",
    ),
  ).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);
  // Posted anyway, as a stale tab would: refused, nothing accepted.
  const refused = await buyer.request.post(`${second}/accept`, {
    headers: { Origin: baseURL },
    form: { name: "Omar", confirm: "on" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("This quotation has expired");
  const { quotations } = await quotationsOf(context, id);
  expect(quotations.every((quotation) => quotation.acceptedAt === null)).toBe(true);

  const unknown = await buyer.goto(`${baseURL}/quotation/${"B".repeat(32)}`);
  expect(unknown?.status()).toBe(404);
  await expect(buyer.getByText("NotFound")).toBeVisible();
  await buyer.close();
});
