import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config.ts";
import { openContact, typePhone } from "./enquiry-helpers.ts";

// The real form, the real server, the real outbox: nothing is intercepted. The test server has no SMTP_URL,
// so each notification mail lands in its DATA_DIR/outbox/ as an .eml file.
const outbox = path.join(e2eDataDir, "outbox");

/** The mail that carries `token`, once the outbox has written it (quoted-printable line breaks undone). */
async function mailWith(token: string): Promise<string | undefined> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const mail = (await readFile(path.join(outbox, file), "utf8")).replace(/=\r?\n/g, "");
    if (mail.includes(token)) return mail;
  }
  return undefined;
}

async function expectMail(token: string): Promise<string> {
  await expect.poll(() => mailWith(token), { timeout: 15_000 }).toBeDefined();
  return (await mailWith(token)) ?? "";
}

/** A buyer whose company and message carry a token unique to this test run. */
function buyer() {
  const token = `e2e${randomBytes(5).toString("hex")}`;
  return {
    token,
    name: "Asha Rao",
    company: `Rao Foods ${token}`,
    email: `asha.${token}@example.com`,
    message: `Please quote 20 t of red onions. Ref ${token}`,
  };
}

async function fillTextFields(page: Page, who: ReturnType<typeof buyer>) {
  await page.getByLabel("Full Name").fill(who.name);
  await page.getByLabel("Company Name").fill(who.company);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Message").fill(who.message);
}

test("an enquiry sent with the form reaches the owner's mailbox", async ({ page }) => {
  const who = buyer();
  await openContact(page);
  await fillTextFields(page, who);
  await typePhone(page, "9876543210");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("alert")).toContainText("Thank you");
  await expect(page.getByLabel("Full Name")).toHaveValue("");

  const mail = await expectMail(who.token);
  expect(mail).toMatch(new RegExp(`^Subject: .*${who.name}.*${who.token}`, "m"));
  expect(mail).toMatch(new RegExp(`^Reply-To: .*${who.email.replace(/\./g, "\\.")}`, "m"));
  expect(mail).toContain("919876543210");
  expect(mail).toContain("Please quote 20 t of red onions.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still delivers the enquiry", async ({ page }) => {
    const who = buyer();
    await page.goto("/contact");
    await fillTextFields(page, who);
    await page.getByLabel("Mobile Number").fill("+91 98765 43210");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact#enquiry-sent$/);
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    const mail = await expectMail(who.token);
    expect(mail).toContain("919876543210");
  });
});
