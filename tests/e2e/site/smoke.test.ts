import { expect, test } from "@playwright/test";
import { prerenderPaths } from "#domain/page-paths.ts";

for (const path of prerenderPaths) {
  test(`page ${path} loads with no errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}
