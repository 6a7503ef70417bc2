import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config.ts";
import { openContact, typePhone } from "../../support/enquiry-helpers.ts";

// The real form, the real server, the real outbox: nothing is intercepted or mocked. The test server runs
// without SMTP_URL, so the outbox worker writes each notification mail to DATA_DIR/outbox/<enquiry id>.eml.
// Other test files send enquiries at the same time: only the mail carrying this test's token counts.
const outbox = path.join(e2eDataDir, "outbox");

type Mail = { file: string; headers: string[]; text: string };

/** The unfolded header lines and the decoded text/plain part (LF line ends) of a mail as nodemailer writes it. */
function readMail(file: string, raw: string): Mail {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, end)
    .replace(/\r?\n(?=[ \t])/g, "")
    .split(/\r?\n/);
  const part =
    /Content-Type: text\/plain[^\n]*\r?\n(?:Content-Transfer-Encoding: ([\w-]+)\r?\n)?\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw.slice(end),
    );
  const [, encoding = "7bit", content = ""] = part ?? [];
  let text = content;
  if (/base64/i.test(encoding)) text = Buffer.from(content, "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const bytes = content
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    text = Buffer.from(bytes, "latin1").toString("utf8");
  }
  return { file, headers, text: text.replace(/\r\n/g, "\n") };
}

/** Polls the outbox (up to 15 s) for the one mail whose headers or text carry `token`. */
async function findMail(token: string): Promise<Mail> {
  // A written .eml never changes (the mailer writes a .tmp and renames it): read each file once.
  const checked = new Set<string>();
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files) {
          // The buyer's acknowledgement (ack-<id>.eml) quotes the message, and so the token: not the owner's mail.
          if (!file.endsWith(".eml") || file.startsWith("ack-") || checked.has(file)) continue;
          checked.add(file);
          const mail = readMail(file, await readFile(path.join(outbox, file), "utf8"));
          if (mail.headers.some((line) => line.includes(token)) || mail.text.includes(token)) found = mail;
        }
        return found?.file;
      },
      { message: `a mail carrying ${token} in ${outbox}`, timeout: 15_000 },
    )
    .toMatch(/\.eml$/);
  if (!found) throw new Error(`no mail carries ${token}`);
  return found;
}

/** A buyer whose company, email and message carry a token (plain letters and digits) unique to this test. */
function buyer() {
  const token = `E2E${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
  return {
    token,
    name: "Asha Rao",
    company: `Rao Foods ${token}`,
    email: `asha.${token.toLowerCase()}@example.com`,
    message: `Please quote 20 t of red onions, CIF Rotterdam. Ref ${token}`,
  };
}

type Buyer = ReturnType<typeof buyer>;

async function fillTextFields(page: Page, who: Buyer) {
  await page.getByLabel("Full Name").fill(who.name);
  await page.getByLabel("Company Name").fill(who.company);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Message").fill(who.message);
}

/** The owner's notification: who wrote (Subject, Reply-To), how to call back, and what they asked. */
function expectNotification(mail: Mail, who: Buyer) {
  expect(mail.headers).toContain(`Subject: Website enquiry from ${who.name} (${who.company})`);
  expect(mail.headers).toContain(`Reply-To: ${who.name} <${who.email}>`);
  expect(mail.text).toContain(`\nName: ${who.name}\n`);
  expect(mail.text).toContain(`\nCompany: ${who.company}\n`);
  expect(mail.text).toContain(`\nEmail: ${who.email}\n`);
  expect(mail.text).toContain("\nMobile: 919876543210\n");
  expect(mail.text).toContain(`\nMessage:\n${who.message}\n`);
}

test("an enquiry sent with the form reaches the owner's mailbox", async ({ page }) => {
  const who = buyer();
  await openContact(page);
  await fillTextFields(page, who);
  await typePhone(page, "9876543210");
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+91 98765-43210");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
  await page.getByRole("button", { name: "Send Message" }).click();

  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByRole("alert")).toHaveText(
    /^Thank you! Your enquiry has been received\. Your reference is VA-[0-9A-HJKMNP-TV-Z]{6}\. We will get back to you soon\.$/,
  );
  for (const label of ["Full Name", "Company Name", "Email", "Message"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+91 ");

  const mail = await findMail(who.token);
  expect(mail.file).toBe(`${id}.eml`);
  expect(mail.headers).toContainEqual(expect.stringMatching(new RegExp(`^Message-ID: <enquiry-${id}@`)));
  expectNotification(mail, who);
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
    await expect(page.getByText("Please check the fields")).toBeHidden();

    expectNotification(await findMail(who.token), who);
  });
});
