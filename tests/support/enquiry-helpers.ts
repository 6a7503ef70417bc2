import { expect, type Page, type Route } from "@playwright/test";

/** Opens the contact page and starts its form (startForm): before that a submit is the browser's own POST. */
export async function openContact(page: Page, path = "/contact") {
  await page.goto(path);
  await startForm(page);
}

/**
 * Starts the page's form as a visitor does, by pointing at it (app/boot/island-on-use.ts), and waits until React
 * has hydrated it.
 */
export async function startForm(page: Page) {
  await page.locator('[data-island="enquiry-form"]').hover();
  await expect.poll(() => isFormHydrated(page)).toBe(true);
}

/** Whether React has hydrated the page's form (it has its fiber). */
export const isFormHydrated = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('[data-island="enquiry-form"] form');
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });

export const valid = {
  name: "Asha Rao",
  company: "Rao Foods",
  nationalNumber: "9876543210",
  email: "asha@example.com",
  message: "Please quote 20 t of red onions.",
};

export async function fillValidForm(page: Page) {
  await page.getByLabel("Full Name").fill(valid.name);
  await page.getByLabel("Company Name").fill(valid.company);
  await typePhone(page, valid.nationalNumber);
  await page.getByLabel("Email").fill(valid.email);
  await page.getByLabel("Message").fill(valid.message);
}

/** Types after the dial code the input already holds, as a visitor does (the label is the page's language's). */
export async function typePhone(page: Page, digits: string, label = "Mobile Number") {
  const phone = page.getByLabel(label);
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially(digits);
}

/** Answers the enquiry API in the browser; the real server is not part of this test. */
export async function answerApi(page: Page, handler: (route: Route) => Promise<void>) {
  const requests: { method: string; contentType: string | null; body: string | null }[] = [];
  await page.route("**/api/send-email", async (route) => {
    const request = route.request();
    requests.push({
      method: request.method(),
      contentType: request.headers()["content-type"] ?? null,
      body: request.postData(),
    });
    await handler(route);
  });
  return requests;
}

export async function expectFieldsKept(page: Page) {
  await expect(page.getByLabel("Full Name")).toHaveValue(valid.name);
  await expect(page.getByLabel("Company Name")).toHaveValue(valid.company);
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+91 98765-43210");
  await expect(page.getByLabel("Email")).toHaveValue(valid.email);
  await expect(page.getByLabel("Message")).toHaveValue(valid.message);
}
