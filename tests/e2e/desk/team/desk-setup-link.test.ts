// A fresh install, on a data folder of its own: no account, so the server prints a setup link at start.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { linkRefusals } from "#domain/desk/team-refusals.ts";
import { signInWords } from "#domain/words/en/sign-in.ts";
import { freePort } from "../../../support/reliability/ports.ts";
import { type ServerProcess, startServer } from "../../../support/reliability/server-process.ts";
import { waitForHydration } from "../../../support/site-helpers.ts";

let server: ServerProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-setup-link-"));
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the setup link printed at start makes the first Owner, and is gone once used", async ({ page }) => {
  test.setTimeout(120_000);
  server = await startServer({
    port: await freePort(),
    dataDir,
    smtpPort: await freePort(),
    env: { SMTP_URL: "" },
  });
  const printed = /"setupLink":"([^"]+)"/.exec(server.output())?.[1];
  expect(printed, server.output()).toMatch(/\/sign-in\/setup\?token=[\w-]{43}$/);
  const setupPath = new URL(printed ?? "").pathname + new URL(printed ?? "").search;

  await page.goto(`${server.url}/sign-in`);
  await waitForHydration(page);
  await expect(page.getByText(signInWords.noAccountYet)).toBeVisible();

  await page.goto(`${server.url}${setupPath}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Make the first account" })).toBeVisible();
  await page.getByLabel("E-mail address").fill("first@example.com");
  await page.getByLabel("Password", { exact: true }).fill("the first light over the fields");
  await page.getByRole("button", { name: "Choose this password" }).click();
  await expect(page).toHaveURL(`${server.url}/desk`);
  await expect(page.getByRole("banner")).toContainText("first@example.com");
  await page.getByRole("link", { name: "Team" }).click();
  const row = page.getByRole("row").filter({ hasText: "first@example.com" });
  await expect(row.getByRole("cell").first()).toHaveText("Owner");
  // The only Owner is offered neither 'Change role' nor 'Remove'.
  await expect(row.getByRole("button")).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/sign-in`);
  await waitForHydration(page);
  await expect(page.getByText(signInWords.noAccountYet)).toHaveCount(0);
  await page.goto(`${server.url}${setupPath}`);
  await expect(page.getByRole("alert")).toHaveText(linkRefusals.setupGone);
  const refused = await page.request.post(`${server.url}/api/auth/setup/password`, {
    data: {
      token: new URL(printed ?? "").searchParams.get("token"),
      email: "second@example.com",
      password: "another long phrase of words",
    },
    headers: { Origin: server.url },
  });
  expect(refused.status()).toBe(410);
});
