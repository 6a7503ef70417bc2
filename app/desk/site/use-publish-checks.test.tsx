// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { usePublishChecks } from "./use-publish-checks.ts";

const withPhoto = (alt: string): SiteContent => {
  const content = defaultSiteContent();
  if (content.products[1])
    content.products[1].photos = [{ id: "a".repeat(32), width: 1600, height: 1200, alt: { en: alt } }];
  return content;
};
const altKey = "products.1.photos.0.alt.en";
const draftErrors = {};

test("a photo without its English 'Alt text' is saved as a draft but refused for publishing, then named until written", () => {
  const start = withPhoto("");
  const { result, rerender } = renderHook(({ content }) => usePublishChecks(content, content, draftErrors), {
    initialProps: { content: start },
  });
  // Before she asks to publish, the draft's own checks only: an empty alt text is a draft being written.
  expect(result.current.errors).toBe(draftErrors);

  let answer: ReturnType<typeof result.current.check> | undefined;
  act(() => {
    answer = result.current.check(start);
  });
  expect(answer).toEqual({
    ok: false,
    fields: { [altKey]: "Write the photo's 'Alt text' in English before publishing." },
  });
  expect(result.current.errors[altKey]).toBe("Write the photo's 'Alt text' in English before publishing.");
  const shown = result.current.errors;
  rerender({ content: withPhoto("") });
  // The same refusal keeps the same object: the fields that read it are not redrawn at each keystroke.
  expect(result.current.errors).toBe(shown);

  rerender({ content: withPhoto("Chickpeas drying in the sun") });
  expect(result.current.lacking).toEqual({});
  expect(result.current.errors).toBe(draftErrors);
  expect(result.current.check(withPhoto("Chickpeas drying in the sun"))).toEqual({ ok: true });
});

test("the server's refusal, by field, stands until she changes the draft", () => {
  const start = withPhoto("Chickpeas");
  const { result, rerender } = renderHook(({ content }) => usePublishChecks(content, content, draftErrors), {
    initialProps: { content: start },
  });
  act(() => result.current.refusedBy({ "products.1.photos.0.id": "Upload the photo again." }));
  expect(result.current.lacking).toEqual({ "products.1.photos.0.id": "Upload the photo again." });
  rerender({ content: withPhoto("Chickpeas, kabuli") });
  expect(result.current.lacking).toEqual({});
});
