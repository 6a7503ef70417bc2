import { describe, expect, test } from "vitest";
import { referencePattern, referencesIn, staleReferences } from "./doc-references.ts";

const files = [
  "README.md",
  "docs/testing.md",
  "docs/decisions/0001-enquiry-phone-input.md",
  "server/app.ts",
  "server/enquiries/enquiry-store.ts",
  "domain/words/ar/home.ts",
  "app/components/enquiry-form/send-enquiry.ts",
  "app/components/island.test.tsx",
];
const staleIn = (text: string, path = "docs/architecture.md") =>
  staleReferences([{ path, text }], files).map((stale) => stale.reference);

describe("what counts as a repository path", () => {
  test.each([
    ["a file under a top-level folder", "`server/app.ts`"],
    ["a folder", "`server/enquiries/`"],
    ["a bare file name, matched anywhere", "`enquiry-store.ts`"],
    ["a placeholder segment", "`domain/words/<code>/home.ts`"],
    ["a glob", "`server/*/enquiry-store.ts`"],
    ["alternatives and an optional part", "`app/components/{island,header}.test.ts(x)`"],
    ["a link's target, from the doc's folder", "[testing](testing.md#commands) and [root](../README.md)"],
  ])("%s that exists passes", (_, text) => expect(staleIn(text)).toEqual([]));

  test.each([
    ["a moved file", "`server/desk/store.ts`", "server/desk/store.ts"],
    ["a renamed bare file", "`check-budgets.ts`", "check-budgets.ts"],
    ["a folder that is gone", "`server/outgoing-mail/`", "server/outgoing-mail/"],
    [
      "a source file under a folder that is gone",
      "`spec-sheets/spec-sheets.ts`",
      "spec-sheets/spec-sheets.ts",
    ],
    ["a link to a missing doc", "[photos](photos.md)", "photos.md"],
  ])("%s is stale", (_, text, reference) => expect(staleIn(text)).toEqual([reference]));

  test.each([
    ["URL paths", "`/api/send-email` and `/desk/site`"],
    [
      "the build's output and the data folder",
      "`build/client/` and `./data/outbox/` and `<DATA_DIR>/photos/`",
    ],
    ["an environment variable's folder", "`DATA_DIR/outbox/`"],
    ["commands and values", "`npm run build`, `Asia/Kolkata`, `@adobe/structured-data-validator`"],
    ["links elsewhere", "[spec](https://example.com/a.md), [here](#top)"],
  ])("%s are not checked", (_, text) => expect(staleIn(text)).toEqual([]));

  test("fenced code is left out, and each reference keeps its line", () => {
    const text = "```sh\nnode server/gone.ts\n```\nsee `server/gone.ts`";
    expect(referencesIn(text, new Set(["server"]))).toEqual([
      { line: 4, reference: "server/gone.ts", relative: false },
    ]);
  });
});

test("a folder reference matches any file inside it, a file reference only itself or a folder of that name", () => {
  expect(referencePattern("server/enquiries/").test("server/enquiries/cli.ts")).toBe(true);
  expect(referencePattern("server/enquiries/").test("server/enquiries")).toBe(false);
  expect(referencePattern("server/app.ts").test("server/app.test.ts")).toBe(false);
});
