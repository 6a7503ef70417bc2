import { expect, test } from "@playwright/test";
import { company } from "#domain/company.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

for (const path of ["/", "/about", "/products", "/products/red-onions", "/contact", "/privacyPolicy"]) {
  test(`${path} has the footer with copyright, privacy policy and social links`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.name}`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacyPolicy",
    );
    for (const [name, href] of [
      [/instagram/i, company.instagramUrl],
      [/whatsapp/i, company.whatsappUrl],
    ] as const) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
}

test("the WhatsApp link is a wa.me chat link", () => {
  expect(company.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
});

test("visitor follows the footer's privacy policy link", async ({ page }) => {
  await page.goto("/products");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacyPolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});
