import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../../../../playwright.config.ts";
import {
  createOwner,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";

test.beforeEach(async ({ context }) => {
  await signInByApi(context, createOwner());
});

const rows = (page: Page) => page.getByRole("main").getByRole("listitem");
const today = () => new Date().toISOString().slice(0, 10);

test("the inbox lists enquiries newest first with country, product, time, mail and status", async ({
  page,
  request,
}) => {
  const mark = token();
  const first = await seedEnquiry(request, { company: `Rao Foods ${mark}` });
  const second = await seedEnquiry(request, {
    company: `Haddad Trading ${mark}`,
    phone: "971501234567",
    message: `Enquiry about Chickpeas:\nTwo containers of kabuli chickpeas, please.`,
  });
  await openDesk(page, `/desk?q=${mark}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText(second.name);
  await expect(rows(page).nth(0)).toContainText("United Arab Emirates");
  await expect(rows(page).nth(0)).toContainText("Chickpeas");
  await expect(rows(page).nth(1)).toContainText(first.name);
  await expect(rows(page).nth(1)).toContainText("India");
  await expect(rows(page).nth(1)).toContainText("Red Onions");
  for (const row of await rows(page).all()) {
    await expect(row).toContainText("Unread");
    await expect(row).toContainText(/Mail (queued|sent|failed)/);
    await expect(row).toContainText("New");
    await expect(row.locator("time")).toHaveText(/just now|minute/);
  }
  // Unread rows stand out, and the tab title counts them.
  const weight = await rows(page)
    .nth(0)
    .getByRole("link")
    .evaluate((el) => getComputedStyle(el).fontWeight);
  expect(Number(weight)).toBeGreaterThanOrEqual(700);
  await expect(page).toHaveTitle(/^\(\d+\) Inbox \| Desk$/);
});

test("the full date and time show on hover and on keyboard focus", async ({ page, request }) => {
  const enquiry = await seedEnquiry(request);
  await openDesk(page, `/desk?q=${enquiry.token}`);
  const time = rows(page).first().locator("time");
  const iso = await time.getAttribute("datetime");
  expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d/);
  const tooltip = rows(page).first().getByRole("tooltip");
  await expect(tooltip).toBeHidden();
  await time.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(new RegExp(`${new Date(iso ?? "").getFullYear()}, \\d\\d:\\d\\d$`));
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  // Tab from the row's link reaches the time, and the tooltip shows.
  await rows(page).first().getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(tooltip).toBeVisible();
});

test("filters and search live in the address: reload keeps the view and Back returns to the last", async ({
  page,
  request,
}) => {
  const mark = token();
  const india = await seedEnquiry(request, { company: `Rao Foods ${mark}` });
  const emirates = await seedEnquiry(request, {
    company: `Haddad Trading ${mark}`,
    phone: "971501234567",
    message: "Enquiry about Chickpeas:\nTwo containers.",
  });
  const won = await findEnquiry(page.context(), emirates.token);
  const changed = await page.request.patch(`/api/desk/enquiries/${won.id}`, {
    data: { status: "won" },
    headers: { Origin: baseURL },
  });
  expect(changed.status()).toBe(200);

  await openDesk(page, "/desk");
  await page.getByLabel("Search").fill(mark);
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(`/desk?q=${mark}`);
  await expect(rows(page)).toHaveCount(2);

  await page.getByLabel("Country").selectOption({ label: "United Arab Emirates" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`/desk?q=${mark}&country=ae`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(emirates.name);

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel("Search")).toHaveValue(mark);
  await expect(page.getByLabel("Country")).toHaveValue("ae");

  await page.goBack();
  await expect(page).toHaveURL(`/desk?q=${mark}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByLabel("Country")).toHaveValue("");

  // Each filter narrows the view: status, product, dates.
  const views: [string, string[]][] = [
    [`/desk?q=${mark}&status=won`, [emirates.name]],
    [`/desk?q=${mark}&status=new`, [india.name]],
    [`/desk?q=${mark}&product=red-onions`, [india.name]],
    [`/desk?q=${mark}&from=${today()}&to=${today()}`, [emirates.name, india.name]],
    [`/desk?q=${mark}&to=2020-01-01`, []],
  ];
  for (const [url, names] of views) {
    await openDesk(page, url);
    await expect(rows(page), url).toHaveCount(names.length);
    for (const name of names) await expect(rows(page).filter({ hasText: name }), url).toHaveCount(1);
  }
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL("/desk");
});

test("Export CSV downloads the filtered view: BOM, header row, formulas neutralised", async ({
  page,
  request,
}) => {
  const mark = token();
  await seedEnquiry(request, {
    company: `=HYPERLINK("http://evil.example","${mark}")`,
    name: `राहुल शर्मा ${mark}`,
  });
  await seedEnquiry(request, { company: `Plain Company ${mark}` });
  await openDesk(page, `/desk?q=${mark}&product=red-onions`);
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", `/api/desk/export.csv?q=${mark}&product=red-onions`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^received_at,status,name,company,email,phone,country,product/);
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`राहुल शर्मा ${mark}`);
  const formula = lines.find((line) => line.includes("HYPERLINK"));
  expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""${mark}"")"`);
  expect(lines.every((line) => !/(^|,)"?[=+@]/.test(line))).toBe(true);
});

test("pages of 50: Next and Previous keep the filters", async ({ page, request }) => {
  const mark = token();
  await Promise.all(
    Array.from({ length: 51 }, (_, i) => seedEnquiry(request, { company: `Bulk ${mark} ${i}` })),
  );
  await openDesk(page, `/desk?q=${mark}`);
  await expect(page.getByText("51 enquiries")).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`/desk?q=${mark}&page=2`);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`/desk?q=${mark}`);
});

test("an open inbox shows a new enquiry within a minute, and at once when the owner comes back to it", async ({
  page,
  request,
}) => {
  const mark = token();
  await page.clock.install();
  await openDesk(page, `/desk?q=${mark}`);
  await expect(page.getByText("No enquiries match this view.")).toBeVisible();
  const first = await seedEnquiry(request, { company: `Rao Foods ${mark}` });
  await page.clock.fastForward("01:00");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(first.name);
  // Coming back to the tab (its visibility turning to visible) asks at once, without waiting for the minute.
  const second = await seedEnquiry(request, { company: `Haddad Trading ${mark}` });
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(second.name);
});
