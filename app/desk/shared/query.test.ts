import { expect, test } from "vitest";
import { inboxSearch, withQuery } from "./query.ts";

test("only the inbox's own names with a value reach the query", () => {
  const form = new URLSearchParams("q=+onions+&status=&country=ae&utm_source=x&page=3");
  expect(inboxSearch(form).toString()).toBe("q=onions&country=ae&page=3");
  expect(inboxSearch(form, { page: "" }).toString()).toBe("q=onions&country=ae");
  expect(inboxSearch(form, { view: "spam" }).toString()).toBe("view=spam&q=onions&country=ae&page=3");
});

test("an empty query leaves no bare question mark", () => {
  expect(withQuery("/desk", new URLSearchParams())).toBe("/desk");
  expect(withQuery("/desk", new URLSearchParams("q=a"))).toBe("/desk?q=a");
});
