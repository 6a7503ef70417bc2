import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { siteApi } from "#domain/desk/site-contract.ts";
import { addOwner, buildTestApp, eventually, signIn, siteHeaders } from "#tests/support/test-helper.ts";
import { openApiPath } from "./openapi.ts";
import { generatedOpenApi } from "./openapi-document.ts";

test("the committed docs/api/openapi.json is what the app generates (run `npm run openapi` after a change)", async () => {
  const committed = await readFile(path.resolve(import.meta.dirname, "../../docs/api/openapi.json"), "utf8");
  expect(await generatedOpenApi()).toBe(committed);
});

test("the document is served, OpenAPI 3.1, and describes the enquiry call and the desk with its cookie", async () => {
  const app = await buildTestApp();
  const response = await app.inject({ url: openApiPath });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toBe("3.1.0");
  const sendEmail = document.paths["/api/send-email"].post;
  expect(Object.keys(sendEmail.requestBody.content["application/json"].schema.properties)).toEqual([
    "name",
    "company",
    "email",
    "phone",
    "message",
    "quote",
  ]);
  expect(document.components.securitySchemes.deskSession).toMatchObject({
    in: "cookie",
    name: "desk_session",
  });
  const desk = Object.entries(document.paths).filter(([url]) => url.startsWith("/api/desk/"));
  expect(desk.length).toBeGreaterThan(5);
  for (const [url, operations] of desk) {
    for (const [method, operation] of Object.entries(operations as Record<string, { security?: unknown }>)) {
      expect(operation.security, `${method} ${url}`).toEqual([{ deskSession: [] }]);
    }
  }
  // Internal routes (the site's files, the desk's pages) are not part of the API; the buyer's quotation and order are.
  expect(Object.keys(document.paths).filter((url) => !url.startsWith("/api/") && url !== "/healthz")).toEqual(
    [
      "/quotation/{id}",
      "/quotation/{id}/pdf",
      "/quotation/{id}/accept",
      "/order/{id}",
      "/order/{id}/proforma",
      "/order/{id}/commercial-invoice",
      "/order/{id}/packing-list",
      "/order/{id}/documents/{documentId}",
    ],
  );
});

test("the document still answers after a preview and a publish of the real site (its pages' builds bring their own schemas)", {
  timeout: 120_000,
}, async () => {
  const app = await buildTestApp({ siteRoot: path.resolve(import.meta.dirname, "../../build/client") });
  await addOwner(app.dataDir, "priya@example.com");
  const { cookie } = await signIn(app, "priya@example.com");
  const owner = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie }, ...(payload ? { payload } : {}) });
  const described = async () => (await app.inject({ url: openApiPath })).statusCode;

  expect(await described()).toBe(200);
  expect((await owner("GET", `${siteApi.preview}?path=/es/contact`)).statusCode).toBe(200);
  expect(await described()).toBe(200);

  const draft = (await owner("GET", siteApi.draft)).json();
  draft.content.company.contact.phone = "+91 99999 11111";
  const saved = await owner("PUT", siteApi.saveDraft, { revision: draft.revision, content: draft.content });
  expect((await owner("POST", siteApi.publish, { revision: saved.json().revision })).statusCode).toBe(202);
  await eventually(
    async () => (await owner("GET", siteApi.publishing)).json().state !== "publishing",
    100_000,
  );
  expect((await owner("GET", siteApi.publishing)).json().state).toBe("published");
  expect(await described()).toBe(200);
});
