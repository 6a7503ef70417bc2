import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { enquiryFormWords as arForm } from "#domain/words/ar/enquiry-form.ts";
import { enquiryFormWords as esForm } from "#domain/words/es/enquiry-form.ts";
import { e2eDataDir } from "../../../playwright.config.ts";
import { openContact, typePhone, valid } from "../../support/enquiry-helpers.ts";

// The form on each language's contact page sends the spec's payload to the same endpoint, and the
// real server answers, and mails the buyer, in the page's language. Nothing is intercepted. The fields are
// found by name, the phone by its label in the page's language.

const cases: { language: "es" | "ar"; answer: RegExp; subject: RegExp; formResult: string }[] = [
  {
    language: "es",
    answer:
      /^¡Gracias! Hemos recibido su consulta\. Su referencia es VA-\w{6}\. Le responderemos muy pronto\.$/,
    subject: /^Su consulta a Vardhan Agro Exports \(VA-\w{6}\)$/,
    formResult: "¡Gracias! Su mensaje se ha enviado. Le responderemos muy pronto.",
  },
  {
    language: "ar",
    answer: /^شكرًا لك! لقد استلمنا استفسارك، ورقمه المرجعي VA-\w{6}\. سنتواصل معك قريبًا\.$/,
    subject: /^استفسارك إلى Vardhan Agro Exports \(VA-\w{6}\)$/,
    formResult: "شكرًا لك! تم إرسال رسالتك، وسنتواصل معك قريبًا.",
  },
];

/** The enquiry form (the bar has a form of its own). */
const enquiryForm = (page: Page) => page.locator('form[action$="/api/send-email"]');

const forms = { es: esForm, ar: arForm };

/** Fills the form with this test's own address: the server acknowledges an address once a day. */
async function fillByName(page: Page, language: "es" | "ar", token: string) {
  await enquiryForm(page).locator('[name="name"]').fill(valid.name);
  await enquiryForm(page).locator('[name="company"]').fill(valid.company);
  await typePhone(page, valid.nationalNumber, forms[language].labels.phone);
  await enquiryForm(page).locator('[name="email"]').fill(`buyer-${token}@example.com`);
  await enquiryForm(page).locator('[name="message"]').fill(`${valid.message} ${token}`);
}

for (const { language, answer, subject, formResult } of cases) {
  test(`the form on /${language}/contact is answered, and the buyer mailed, in that language`, async ({
    page,
  }) => {
    await openContact(page, `/${language}/contact`);
    const token = randomBytes(4).toString("hex");
    await fillByName(page, language, token);
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
    await enquiryForm(page).locator('button[type="submit"]').click();
    const response = await sent;
    expect(response.status()).toBe(201);
    // The spec's payload, unchanged: the language travels beside it, in a header.
    expect(response.request().headers()["content-language"]).toBe(language);
    expect(Object.keys(response.request().postDataJSON()).sort()).toEqual([
      "company",
      "email",
      "message",
      "name",
      "phone",
    ]);
    await expect(page.getByRole("alert")).toHaveText(answer);

    // The buyer's acknowledgement (the test server writes it to its outbox folder) is in the page's language.
    const { id } = (await response.json()) as { id: string };
    const file = path.join(e2eDataDir, "outbox", `ack-${id}.eml`);
    await expect.poll(() => readFile(file, "utf8").catch(() => ""), { timeout: 15_000 }).toContain("VA-");
    const mail = await simpleParser(await readFile(file, "utf8"));
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain(token);
  });

  test.describe(`without JavaScript on /${language}/contact`, () => {
    test.use({ javaScriptEnabled: false });

    test("the posted form comes back to the same language's page with its result", async ({ page }) => {
      await page.goto(`/${language}/contact`);
      await enquiryForm(page).locator('[name="name"]').fill(valid.name);
      await enquiryForm(page).locator('[name="company"]').fill(valid.company);
      await enquiryForm(page).locator('[name="phone"]').fill(`+91 ${valid.nationalNumber}`);
      await enquiryForm(page).locator('[name="email"]').fill(valid.email);
      await enquiryForm(page).locator('[name="message"]').fill(valid.message);
      await enquiryForm(page).locator('button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/contact#enquiry-sent$`));
      await expect(page.locator("#enquiry-sent")).toBeVisible();
      await expect(page.locator("#enquiry-sent")).toHaveText(formResult);
    });
  });
}
