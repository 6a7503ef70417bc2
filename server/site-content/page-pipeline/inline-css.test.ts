import { expect, test } from "vitest";
import { dropUnusedVariables, pruneUtilities } from "./inline-css.ts";

const css =
  "@layer theme{:root{--x:1}}@layer base{*{margin:var(--x)}}" +
  "@layer utilities{.flex{display:flex}.md\\:ms-4{@media (width>=48rem){margin-inline-start:1rem}}" +
  ".grid{display:grid}.px-2\\.5{padding-inline:.625rem}" +
  "@media (width>=48.5625rem){.split\\:grid{display:grid}.split\\:flex{display:flex}}}.after{color:red}";

test("a page keeps the utilities it uses, and everything outside the utilities layer", () => {
  expect(pruneUtilities(css, new Set(["flex", "md:ms-4", "px-2.5", "split:flex"]))).toBe(
    "@layer theme{:root{--x:1}}@layer base{*{margin:var(--x)}}" +
      "@layer utilities{.flex{display:flex}.md\\:ms-4{@media (width>=48rem){margin-inline-start:1rem}}" +
      ".px-2\\.5{padding-inline:.625rem}@media (width>=48.5625rem){.split\\:flex{display:flex}}}.after{color:red}",
  );
});

test("a page that uses no utility keeps an empty layer", () => {
  expect(pruneUtilities(css, new Set())).toBe(
    "@layer theme{:root{--x:1}}@layer base{*{margin:var(--x)}}@layer utilities{}.after{color:red}",
  );
});

test("custom properties nothing reads are dropped, with their @property rules", () => {
  const css =
    "@layer theme{:root{--a:1px;--b:var(--c);--c:2px;--unused:3px}}" +
    "@property --tw-x{syntax:'*';inherits:false}@property --tw-y{syntax:'*';inherits:false}" +
    ".p{padding:var(--a);margin:var(--b);--tw-y:0;translate:var(--tw-y)}";
  expect(dropUnusedVariables(css)).toBe(
    "@layer theme{:root{--a:1px;--b:var(--c);--c:2px;}}" +
      "@property --tw-y{syntax:'*';inherits:false}" +
      ".p{padding:var(--a);margin:var(--b);--tw-y:0;translate:var(--tw-y)}",
  );
});
