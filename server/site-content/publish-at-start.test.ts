import { expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { publishAtStart } from "./publish-at-start.ts";
import type { SitePublisher } from "./publisher.ts";

function recording() {
  const published: SiteContent[] = [];
  const publisher: SitePublisher = {
    publish: async (content) => void published.push(content),
    preview: async () => ({ status: 200, html: "" }),
  };
  return { publisher, published };
}

test("the build's own content is not rendered again at start", async () => {
  const { publisher, published } = recording();
  expect(await publishAtStart(publisher, defaultSiteContent(), defaultSiteContent())).toBe(0);
  expect(published).toEqual([]);
});

test("published content that differs from the build's is rendered before the server listens", async () => {
  const { publisher, published } = recording();
  const content = defaultSiteContent();
  content.company.contact.phone = "+91 99999 11111";
  await publishAtStart(publisher, content, defaultSiteContent());
  expect(published).toEqual([content]);
});
