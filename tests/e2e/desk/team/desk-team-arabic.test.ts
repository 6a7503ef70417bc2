// 'Team' and an invitation in Arabic: the invitation's language chosen on 'Team', its mail and page in it, the
// new person's desk right to left; the sign-in page in each language of the site, leading to the person's desk.
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../../../../playwright.config.ts";
import {
  createOwner,
  type Owner,
  openDesk,
  setDeskLanguage,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";
import { invitationMailTo } from "../../../support/invitation-mail.ts";
import { waitForHydration } from "../../../support/site-helpers.ts";

const html = (page: Page) => page.locator("html");

test("an Arabic invitation from 'Team': its mail and page in Arabic, a password chosen, an Arabic desk", async ({
  page,
  context,
  browser,
}) => {
  await signInByApi(context, createOwner());
  await openDesk(page, `${baseURL}/desk/team`);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  // The invitation's language starts as the Owner's own desk language.
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("en");
  const email = `arabic-${token()}@example.com`;
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("sales");
  await page.getByLabel("Language", { exact: true }).selectOption("ar");
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("The invitation is on its way");
  const pending = page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem").filter({
    hasText: email,
  });
  await expect(pending).toContainText("العربية");

  const mail = await invitationMailTo(email);
  expect(mail.subject).toMatch(/: دعوة إلى لوحة التحكم$/);
  expect(mail.text).toContain("بدور «مبيعات»");
  const link = /https?:\/\/\S+\/ar\/sign-in\/invitation\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeDefined();

  const invitee = await browser.newContext();
  const theirs = await invitee.newPage();
  await theirs.goto(link ?? "");
  await waitForHydration(theirs);
  await expect(html(theirs)).toHaveAttribute("dir", "rtl");
  await expect(html(theirs)).toHaveAttribute("lang", "ar");
  await expect(theirs.getByRole("heading", { level: 1, name: "انضم إلى لوحة التحكم" })).toBeVisible();
  await expect(theirs.getByText(`أنت مدعو بدور «مبيعات»، بعنوان البريد الإلكتروني ${email}.`)).toBeVisible();
  await theirs.getByLabel("كلمة المرور", { exact: true }).fill(`نخيل ${token()} on the Gulf coast`);
  await theirs.getByRole("button", { name: "اختيار كلمة المرور هذه" }).click();
  await expect(theirs).toHaveURL(/\/desk$/);
  await expect(html(theirs)).toHaveAttribute("dir", "rtl");
  await expect(html(theirs)).toHaveAttribute("lang", "ar");
  await expect(theirs.getByRole("banner")).toContainText(email);

  // The same link again: refused in the page's language.
  await theirs.goto(link ?? "");
  await expect(theirs.getByRole("alert")).toHaveText("استُخدمت هذه الدعوة من قبل. سجّل الدخول بدلًا من ذلك.");
  await expect(theirs.getByRole("link", { name: "الانتقال إلى تسجيل الدخول" })).toHaveAttribute(
    "href",
    "/ar/sign-in",
  );
  await invitee.close();
});

test("'Team' in Arabic for an Arabic reader, unchanged in English for an English one", async ({
  page,
  context,
  browser,
}) => {
  await signInByApi(context, createOwner());
  await setDeskLanguage(context, "ar");
  await openDesk(page, `${baseURL}/desk/team`);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "الفريق" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "الدعوات المعلّقة" })).toBeVisible();
  await expect(page.getByLabel("البريد الإلكتروني")).toBeVisible();
  await expect(page.getByLabel("اللغة", { exact: true })).toHaveValue("ar");
  await expect(page.getByRole("button", { name: "دعوة", exact: true })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Pending invitations");

  const english = await browser.newContext();
  const theirs = await english.newPage();
  await signInByApi(english, createOwner());
  await openDesk(theirs, `${baseURL}/desk/team`);
  await expect(html(theirs)).toHaveAttribute("dir", "ltr");
  await expect(theirs.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Invite", exact: true })).toBeVisible();
  await expect(theirs.getByLabel("Language", { exact: true })).toHaveValue("en");
  await english.close();
});

async function signInOn(
  page: Page,
  url: string,
  owner: Owner,
  labels: { email: string; password: string; submit: string },
) {
  await page.goto(url);
  await waitForHydration(page);
  await page.getByLabel(labels.email, { exact: true }).fill(owner.email);
  await page.getByLabel(labels.password, { exact: true }).fill(owner.password);
  await page.getByRole("main").getByRole("button", { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/desk$/);
}

test("the sign-in page in each language, out of the sitemap, leads to the desk in the person's own language", async ({
  page,
  context,
  browser,
  request,
}) => {
  // The Arabic site's 'Sign In' leads to the Arabic sign-in page.
  await page.goto(`${baseURL}/ar`);
  await page.getByRole("banner").getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(`${baseURL}/ar/sign-in`);
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "تسجيل الدخول" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // A wrong password is told in the page's language.
  await page.getByLabel("البريد الإلكتروني", { exact: true }).fill(`nobody-${token()}@example.com`);
  await page.getByLabel("كلمة المرور", { exact: true }).fill("not the password at all");
  await page.getByRole("main").getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة.");

  // An Arabic reader signs in from /ar/sign-in to an Arabic desk; an English reader to an English one.
  const arabicOwner = createOwner();
  await signInByApi(context, arabicOwner);
  await setDeskLanguage(context, "ar");
  await context.clearCookies();
  const arabic = { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "تسجيل الدخول" };
  await signInOn(page, `${baseURL}/ar/sign-in`, arabicOwner, arabic);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(html(page)).toHaveAttribute("lang", "ar");

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signInOn(theirs, `${baseURL}/ar/sign-in`, createOwner(), arabic);
  await expect(html(theirs)).toHaveAttribute("dir", "ltr");
  await expect(html(theirs)).toHaveAttribute("lang", "en");
  await other.close();

  const headings = { es: "Iniciar sesión", fr: "Se connecter", ru: "Вход" };
  for (const [lang, heading] of Object.entries(headings)) {
    for (const page of ["sign-in", "sign-in/invitation", "sign-in/setup"]) {
      const answer = await request.get(`${baseURL}/${lang}/${page}`);
      expect(answer.status(), `/${lang}/${page}`).toBe(200);
      expect(await answer.text()).toContain(`<html lang="${lang}" dir="ltr">`);
    }
    const signIn = await request.get(`${baseURL}/${lang}/sign-in`);
    expect(await signIn.text()).toContain(`>${heading}</h1>`);
  }
  const sitemap = await (await request.get(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain("/ar/about");
  expect(sitemap).not.toContain("sign-in");
});
