import { expect, test } from "vitest";
import { pruneUtilities } from "./inline-css.ts";

const css =
  "@layer theme{:root{--x:1}}@layer base{*{margin:0}}" +
  "@layer utilities{.flex{display:flex}.md\\:ms-4{@media (width>=48rem){margin-inline-start:1rem}}" +
  ".grid{display:grid}.px-2\\.5{padding-inline:.625rem}}.after{color:red}";

test("a page keeps the utilities it uses, and everything outside the utilities layer", () => {
  expect(pruneUtilities(css, new Set(["flex", "md:ms-4", "px-2.5"]))).toBe(
    "@layer theme{:root{--x:1}}@layer base{*{margin:0}}" +
      "@layer utilities{.flex{display:flex}.md\\:ms-4{@media (width>=48rem){margin-inline-start:1rem}}" +
      ".px-2\\.5{padding-inline:.625rem}}.after{color:red}",
  );
});

test("a page that uses no utility keeps an empty layer", () => {
  expect(pruneUtilities(css, new Set())).toBe(
    "@layer theme{:root{--x:1}}@layer base{*{margin:0}}@layer utilities{}.after{color:red}",
  );
});
