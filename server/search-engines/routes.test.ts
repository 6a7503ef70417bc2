import { expect, test } from "vitest";
import { searchEnginesPath, searchEnginesReport } from "#domain/desk/search-engines-contract.ts";
import { addOwner, buildTestApp, signIn, siteHeaders } from "#tests/support/test-helper.ts";

test("the desk's search engines report is the owner's alone, and says whether IndexNow is on", async () => {
  for (const [env, indexNow] of [
    [{}, "off"],
    [{ INDEXNOW_URL: "http://127.0.0.1:9/indexnow" }, "on"],
  ] as const) {
    const app = await buildTestApp({ env });
    expect((await app.inject({ url: searchEnginesPath, headers: siteHeaders })).statusCode).toBe(401);
    await addOwner(app.dataDir, "owner@example.com");
    const { cookie } = await signIn(app, "owner@example.com");
    const response = await app.inject({ url: searchEnginesPath, headers: { ...siteHeaders, cookie } });
    expect(response.statusCode).toBe(200);
    expect(searchEnginesReport.parse(response.json())).toEqual({ indexNow, pages: [] });
  }
});
