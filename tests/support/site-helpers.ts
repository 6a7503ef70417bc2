import { expect, type Page } from "@playwright/test";

/** Controls do nothing until React has hydrated the pre-rendered page; root.tsx marks that moment. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Collects page errors and console errors, except the browser's own note that the document itself is a 404. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const documentIs404 = message.text().includes("status of 404") && message.location().url === page.url();
    if (!documentIs404) errors.push(message.text());
  });
  return errors;
}

export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}
