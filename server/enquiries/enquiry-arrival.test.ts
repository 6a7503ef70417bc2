import { expect, test } from "vitest";
import { arrivalOf, languageOf, noArrival, sourceOf } from "./enquiry-arrival.ts";

const header = (pairs: Record<string, string>) => ({
  "enquiry-arrival": new URLSearchParams(pairs).toString(),
});

test("the page's record and the browser's language are read", () => {
  const arrival = arrivalOf({
    ...header({
      page: "/products/red-onions",
      referrer: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "onions-2026",
    }),
    "accept-language": "de-CH,de;q=0.9,en;q=0.8",
  });
  expect(arrival).toEqual({
    arrivalPage: "/products/red-onions",
    arrivalReferrer: "google.com",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "onions-2026",
    language: "de-CH",
  });
  expect(sourceOf(arrival)).toBe("newsletter");
  expect(sourceOf({ ...arrival, utmSource: null })).toBe("google.com");
});

test("without the header (no JavaScript) only the language is recorded", () => {
  expect(arrivalOf({ "accept-language": "hi-IN" })).toEqual({ ...noArrival, language: "hi-IN" });
  expect(arrivalOf({})).toEqual(noArrival);
  expect(sourceOf(noArrival)).toBeNull();
});

test("a full referring address is reduced to its host; a path loses its query", () => {
  const arrival = arrivalOf(
    header({ page: "/contact?x=1#top", referrer: "https://www.Bing.com/search?q=onions" }),
  );
  expect(arrival.arrivalReferrer).toBe("bing.com");
  expect(arrival.arrivalPage).toBe("/contact");
  expect(arrivalOf(header({ page: "https://evil.example/" })).arrivalPage).toBeNull();
});

test("forged values are cut and kept as text, control characters removed; nothing is refused", () => {
  const arrival = arrivalOf({
    ...header({
      referrer: "<script>alert(1)</script>",
      utm_source: `<img src=x onerror=alert(1)>\u0000\u202e${"x".repeat(500)}`,
      page: `/${"a".repeat(500)}`,
    }),
    "accept-language": "<b>",
  });
  expect(arrival.arrivalReferrer).toBe("<script>alert(1)</script>");
  expect(arrival.utmSource).toHaveLength(100);
  expect(arrival.utmSource?.startsWith("<img src=x onerror=alert(1)>xxx")).toBe(true);
  expect(arrival.arrivalPage).toHaveLength(200);
  expect(arrival.language).toBeNull();
  expect(arrivalOf({ "enquiry-arrival": "%%%&&==" })).toEqual(noArrival);
});

test("the language is the first tag of Accept-Language, when it is one", () => {
  expect(languageOf("en-GB,en;q=0.9")).toBe("en-GB");
  expect(languageOf("fr;q=0.8")).toBe("fr");
  expect(languageOf("*")).toBeNull();
  expect(languageOf("")).toBeNull();
  expect(languageOf(undefined)).toBeNull();
  expect(languageOf("x".repeat(50))).toBeNull();
});
