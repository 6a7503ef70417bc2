// The contact form's optional quote details, the arrival record, and what the desk shows of them.
import { readFile } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { createOwner, databaseFile, openDesk, signInByApi, token } from "../../support/desk-helpers.ts";
import { answerApi, fillValidForm, openContact, typePhone } from "../../support/enquiry-helpers.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

const shots = "test-results/quote-screenshots";

function storedRow(mark: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM enquiries WHERE name LIKE ?").get(`%${mark}%`) as
      | Record<string, unknown>
      | undefined;
  } finally {
    db.close();
  }
}

async function fillQuote(page: Page) {
  await page.locator("summary", { hasText: "Quote details (optional)" }).click();
  await page.getByLabel("Product", { exact: true }).selectOption("chickpeas");
  await page.getByLabel("Quantity").fill("2");
  await page.getByLabel("Unit").selectOption("40 ft containers");
  await page.getByLabel("Destination port").fill("Jebel Ali (Dubai)");
  await page.getByLabel("Incoterm").selectOption("CIF");
  await page.getByLabel("I would like samples").check();
}

test("the group is closed, optional and labelled; left empty, the body stays the five keys", async ({
  page,
}) => {
  await openContact(page);
  const group = page.getByRole("group", { name: "Quote details (optional)" });
  await expect(page.locator("summary", { hasText: "Quote details (optional)" })).toBeVisible();
  await expect(page.getByLabel("Quantity")).toBeHidden();
  await page.locator("summary", { hasText: "Quote details (optional)" }).click();
  await expect(group).toBeVisible();
  for (const label of [
    "Product",
    "Quantity",
    "Unit",
    "Destination port",
    "Incoterm",
    "I would like samples",
  ]) {
    const field = group.getByLabel(label, { exact: true });
    await expect(field).toBeVisible();
    await expect(field).not.toHaveAttribute("required", "");
  }
  await expect(group.getByLabel("Unit").locator("option")).toHaveText([
    "kg",
    "MT",
    "20 ft containers",
    "40 ft containers",
  ]);
  await expect(group.getByLabel("Product", { exact: true }).locator("option")).toHaveText([
    "Not chosen",
    "Red Onions",
    "Yellow Onions",
    "G4 Green Chillies",
    "Chickpeas",
    "Other",
  ]);
  await group.getByLabel("Incoterm").selectOption("FOB");
  await expect(group.getByLabel("Incoterm")).toHaveAccessibleDescription(
    /^FOB: We load the goods on your ship/,
  );
  await group.getByLabel("Incoterm").selectOption("");

  const requests = await answerApi(page, (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: '{"message":"ok"}' }),
  );
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText("ok");
  expect(Object.keys(JSON.parse(requests[0]?.body ?? "{}")).sort()).toEqual([
    "company",
    "email",
    "message",
    "name",
    "phone",
  ]);
});

test("filled, the group travels as `quote` and is cleared with the form; screenshots", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openContact(page);
    const requests = await answerApi(page, (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: '{"message":"ok"}' }),
    );
    await fillValidForm(page);
    await fillQuote(page);
    await page.getByRole("group", { name: "Quote details (optional)" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/contact-quote-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("ok");
    const body = JSON.parse(requests[0]?.body ?? "{}");
    expect(body.quote).toEqual({
      product: "chickpeas",
      quantity: 2,
      unit: "40 ft containers",
      port: "Jebel Ali (Dubai)",
      incoterm: "CIF",
      samples: true,
    });
    expect(Object.keys(body)).toEqual(["name", "company", "email", "message", "phone", "quote"]);
    await expect(page.getByLabel("Quantity")).toHaveValue("");
    await expect(page.getByLabel("I would like samples")).not.toBeChecked();
  }
});

test("from a product's Submit Request the Product is chosen and the message's first line stays", async ({
  page,
}) => {
  await openContact(page, "/contact?product=yellow-onions");
  await expect(page.getByLabel("Message")).toHaveValue("Enquiry about Yellow Onions:\n");
  await expect(page.getByLabel("Product", { exact: true })).toHaveValue("yellow-onions");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote details are posted with the form and stored in their columns", async ({ page }) => {
    const mark = token();
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill(`No Script ${mark}`);
    await page.getByLabel("Company Name").fill("Plain Co");
    await page.getByLabel("Mobile Number").fill("+91 98765 43210");
    await page.getByLabel("Email").fill("plain@example.com");
    await page.getByLabel("Message").fill("Hello");
    await page.locator("summary", { hasText: "Quote details (optional)" }).click();
    await page.getByLabel("Product", { exact: true }).selectOption("other");
    await page.getByLabel("Quantity").fill("12.5");
    await page.getByLabel("Unit").selectOption("MT");
    await page.getByLabel("Incoterm").selectOption("FOB");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact#enquiry-sent$/);
    expect(storedRow(mark)).toMatchObject({
      quote_product: "other",
      quote_quantity: 12.5,
      quote_unit: "MT",
      quote_port: null,
      quote_incoterm: "FOB",
      quote_samples: null,
      arrival_page: null,
      language: expect.stringMatching(/^en/),
    });
  });
});

test("arrival: a first page with UTM tags from google.com, a second page, then the form; the desk shows it", async ({
  page,
  context,
}) => {
  const mark = token();
  await page.goto("/products?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026", {
    referer: "https://www.google.com/search?q=red+onions+exporter",
  });
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /read more/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/red-onions$/);
  await page.goto("/contact?product=red-onions");
  await waitForHydration(page);
  const sent = page.waitForRequest("**/api/send-email");
  await page.getByLabel("Full Name").fill(`Arrival ${mark}`);
  await page.getByLabel("Company Name").fill("Arrival Foods");
  await typePhone(page, "9876543210");
  await page.getByLabel("Email").fill("arrival@example.com");
  await page.getByLabel("Message").press("End");
  await page.getByLabel("Message").pressSequentially("2 containers please");
  await page.getByRole("button", { name: "Send Message" }).click();
  const request = await sent;
  expect(
    Object.fromEntries(new URLSearchParams((await request.headerValue("enquiry-arrival")) ?? "")),
  ).toEqual({
    page: "/products",
    referrer: "www.google.com",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring-2026",
  });
  expect(JSON.parse(request.postData() ?? "{}").quote).toEqual({ product: "red-onions" });
  await expect(page.getByRole("alert")).toContainText("Thank you");
  expect(storedRow(mark)).toMatchObject({
    arrival_page: "/products",
    arrival_referrer: "google.com",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring-2026",
    source: "newsletter",
    product: "red-onions",
    // The visit, as the visitors' counting attributes it: the page's record, classified as page views are.
    visit_source: "newsletter",
    visit_device: "desktop",
  });

  // The desk: the block, the sentence, the filters and the CSV.
  await signInByApi(context, createOwner());
  const id = String(storedRow(mark)?.id);
  await openDesk(page, `/desk/enquiries/${id}`);
  await expect(page.getByText("Came from google.com to /products", { exact: true })).toBeVisible();
  const arrival = page.getByRole("region", { name: "How the buyer arrived" });
  await expect(arrival.getByText("Source", { exact: true })).toBeVisible();
  const quote = page.getByRole("region", { name: "Quote request" });
  await expect(quote).toContainText("Red Onions");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await quote.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/desk-enquiry-${width}.png`, fullPage: true });
  }
  await openDesk(page, `/desk?source=newsletter&q=${mark}`);
  await expect(page.getByText(`Arrival ${mark}`)).toBeVisible();
  await openDesk(page, `/desk?source=google.com&q=${mark}`);
  await expect(page.getByText("No enquiries match this view.")).toBeVisible();
  const csv = await (await context.request.get(`/api/desk/export.csv?q=${mark}`)).text();
  const [header = "", row = ""] = csv.slice(1).trimEnd().split("\r\n");
  expect(header).toContain("quote_product,quote_quantity,quote_unit,quote_port,quote_incoterm,quote_samples");
  expect(row).toContain("/products,google.com,newsletter,email,spring-2026");
});

test("the desk's Quote request block shows every field, forged arrival values as text", async ({
  page,
  context,
  request,
}) => {
  const mark = token();
  const response = await request.post("/api/send-email", {
    data: {
      name: `Quote ${mark}`,
      company: "Q Foods",
      email: "q@example.com",
      phone: "971501234567",
      message: "Please quote.",
      quote: {
        product: "chickpeas",
        quantity: 2,
        unit: "40 ft containers",
        port: "Jebel Ali (Dubai)",
        incoterm: "CIF",
        samples: true,
      },
    },
    headers: { "Enquiry-Arrival": "page=%2F&referrer=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E" },
  });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  await signInByApi(context, createOwner());
  await openDesk(page, `/desk/enquiries/${id}`);
  const quote = page.getByRole("region", { name: "Quote request" });
  for (const text of [
    "Chickpeas",
    "2 40 ft containers",
    "Jebel Ali (Dubai)",
    "CIF (Cost, Insurance and Freight)",
    "Yes, please send samples",
  ]) {
    await expect(quote).toContainText(text);
  }
  await expect(page.getByText("Came from <img src=x onerror=alert(1)> to /", { exact: true })).toBeVisible();
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  await openDesk(page, `/desk?product=chickpeas&q=${mark}`);
  await expect(page.getByText(`Quote ${mark}`)).toBeVisible();
  const csv = await readFile(
    await (async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      return download.path();
    })(),
    "utf8",
  );
  expect(csv).toContain("Chickpeas,2,40 ft containers,Jebel Ali (Dubai),CIF,yes");
});
