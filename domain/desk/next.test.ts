import { expect, test } from "vitest";
import { deskNext } from "./next.ts";

test("a desk path with its query is kept", () => {
  expect(deskNext("/desk")).toBe("/desk");
  expect(deskNext("/desk/enquiries/abc?x=1")).toBe("/desk/enquiries/abc?x=1");
  expect(deskNext("/desk?q=onions&page=2")).toBe("/desk?q=onions&page=2");
});

test("anything that could lead elsewhere falls back to the inbox", () => {
  for (const next of [
    null,
    undefined,
    "",
    "https://evil.example/desk",
    "//evil.example/desk",
    "/\\evil.example/desk",
    "javascript:alert(1)",
    "/about",
    "/desktop",
    "/desk/../about",
  ]) {
    expect(deskNext(next), String(next)).toBe("/desk");
  }
});
