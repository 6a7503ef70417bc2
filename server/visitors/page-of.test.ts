import { expect, test } from "vitest";
import { pageOf } from "./page-of.ts";

test.each([
  ["/", { path: "/", language: "en", product: null }],
  ["/about/?x=1#top", { path: "/about", language: "en", product: null }],
  ["/products/red-onions", { path: "/products/red-onions", language: "en", product: "red-onions" }],
  ["/ru/products/%D0%BB%D1%83%D0%BA", { path: "/ru/products/лук", language: "ru", product: "лук" }],
  ["/ar", { path: "/ar", language: "ar", product: null }],
  ["/es/products", { path: "/es/products", language: "es", product: null }],
  ["/products/_not-found", { path: "/products/_not-found", language: "en", product: null }],
  ["/desktop-guide", { path: "/desktop-guide", language: "en", product: null }],
])("%s is counted as %o", (url, page) => {
  expect(pageOf(url)).toEqual(page);
});

test.each([
  "/desk",
  "/desk/enquiries/1",
  "/api/healthz",
  "/sign-in",
  "/sign-in/",
  "/ar/sign-in",
  "/ru/sign-in/invitation",
  "/%E0%A4%A",
])("%s is never counted", (url) => {
  expect(pageOf(url)).toBe(null);
});
