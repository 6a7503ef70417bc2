// Campaign links through the app: the desk's API (with the quotations room, for the value won) and the public
// short addresses, on a real SQLite file.
import jsQR from "jsqr";
import sharp from "sharp";
import { expect, test } from "vitest";
import type { CampaignLink, CampaignLinks } from "#domain/desk/types.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { quotationDesk } from "#tests/support/quotation-desk.ts";
import { siteHeaders, validEnquiry } from "#tests/support/test-helper.ts";

const gulfood = {
  name: "Gulfood 2027 stand",
  source: "stand",
  medium: "trade fair",
  page: "/ar/products/red-onions",
};

async function campaignDesk() {
  const desk = await quotationDesk();
  const add = (input: object) => desk.call("POST", "/api/desk/campaign-links", input);
  const list = async () => (await desk.call("GET", "/api/desk/campaign-links")).json() as CampaignLinks;
  const follow = (slug: string) => desk.app.inject({ url: `/c/${slug}` });
  return { ...desk, add, list, follow };
}

test("a link made in the desk answers 302 to its page with its three tags, and is listed with its short link", async () => {
  const { add, list, follow } = await campaignDesk();
  const created = await add(gulfood);
  expect(created.statusCode).toBe(201);
  const link = created.json() as CampaignLink;
  expect(link).toMatchObject({
    slug: "gulfood-2027-stand",
    shortUrl: absoluteUrl("/c/gulfood-2027-stand"),
    pageLabel: "Red Onions · العربية",
    visitors: 0,
    enquiries: 0,
    wonValue: [],
  });
  const answer = await follow("gulfood-2027-stand");
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe(
    "/ar/products/red-onions?utm_source=stand&utm_medium=trade+fair&utm_campaign=Gulfood+2027+stand",
  );
  expect(answer.headers["cache-control"]).toBe("no-store");
  const listed = await list();
  expect(listed.links.map((l) => l.slug)).toEqual(["gulfood-2027-stand"]);
  expect(listed.pages).toContainEqual({ path: "/fr/contact", label: "Contact · Français", language: "fr" });
  expect(listed.pages.map((p) => p.path)).not.toContain("/privacyPolicy");
});

const refusals = [
  ["markup in the name", { name: "Gulfood <script>" }, "name", "The name cannot hold < or >."],
  [
    "a line break in the source",
    { source: "stand\r\nX-Injected: 1" },
    "source",
    "The source must be one line.",
  ],
  [
    "a formula as the medium",
    { medium: "=HYPERLINK(1)" },
    "medium",
    "The medium cannot start with =, +, - or @.",
  ],
  ["an empty name", { name: "  " }, "name", "Give the name."],
  [
    "a page not on the site",
    { page: "https://elsewhere.example/" },
    "page",
    "Choose one of the site's pages.",
  ],
] as const;

test("bad input is refused with the field's reason and stores nothing; an unknown short link answers 404", async () => {
  const { add, list, follow } = await campaignDesk();
  for (const [what, change, field, reason] of refusals) {
    const refused = await add({ ...gulfood, ...change });
    expect(refused.statusCode, what).toBe(400);
    expect(refused.json().fields?.[field], what).toBe(reason);
  }
  expect((await list()).links).toEqual([]);
  await add(gulfood);
  for (const slug of ["no-such-link", "Gulfood%202027", "gulfood-2027-stand/more", "-gulfood"]) {
    expect((await follow(slug)).statusCode, slug).toBe(404);
  }
});

test("names are unique among live links, slugs ASCII and for ever: a printed code never leads to another campaign", async () => {
  const { add, call, list, follow } = await campaignDesk();
  const first = (await add(gulfood)).json() as CampaignLink;
  const again = await add({ ...gulfood, name: "GULFOOD 2027 STAND" });
  expect(again.statusCode).toBe(409);
  expect(again.json().fields.name).toBe("Another campaign link has this name already.");
  expect((await add({ ...gulfood, name: "Gulfood 2027 stand!" })).json().slug).toBe("gulfood-2027-stand-2");

  // Edited: the same short link leads to the new page; the name (and so the slug) stays.
  const edited = await call("PUT", `/api/desk/campaign-links/${first.id}`, {
    source: "visiting card",
    medium: "print",
    page: "/es",
  });
  expect(edited.json()).toMatchObject({ name: gulfood.name, slug: first.slug, page: "/es" });
  expect((await follow(first.slug)).headers.location).toBe(
    "/es?utm_source=visiting+card&utm_medium=print&utm_campaign=Gulfood+2027+stand",
  );

  // Deleted: its short link answers 404, and a new link of the same name gets another slug.
  expect((await call("DELETE" as "GET", `/api/desk/campaign-links/${first.id}`)).statusCode).toBe(204);
  expect((await follow(first.slug)).statusCode).toBe(404);
  expect((await call("DELETE" as "GET", `/api/desk/campaign-links/${first.id}`)).statusCode).toBe(404);
  expect(
    (await call("PUT", `/api/desk/campaign-links/${first.id}`, { ...gulfood, name: undefined })).statusCode,
  ).toBe(404);
  expect((await add(gulfood)).json().slug).toBe("gulfood-2027-stand-3");

  // A name in another script gets an ASCII slug; its tag keeps the name as typed.
  const cyrillic = (await add({ ...gulfood, name: "Выставка Продэкспо" })).json() as CampaignLink;
  expect(cyrillic.slug).toBe("campaign");
  expect((await follow("campaign")).headers.location).toContain(
    `utm_campaign=${encodeURIComponent("Выставка Продэкспо").replace("%20", "+")}`,
  );
  expect((await list()).links.map((l) => l.slug)).toEqual([
    "campaign",
    "gulfood-2027-stand-3",
    "gulfood-2027-stand-2",
  ]);
});

test("the QR codes download as SVG and as a 1024 px PNG that reads back as the absolute short link", async () => {
  const { add, call } = await campaignDesk();
  const link = (await add(gulfood)).json() as CampaignLink;
  const svg = await call("GET", `/api/desk/campaign-links/${link.id}/qr.svg`);
  expect(svg.statusCode).toBe(200);
  expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(svg.headers["content-disposition"]).toBe('attachment; filename="qr-gulfood-2027-stand.svg"');
  expect(svg.body).toMatch(/^<svg [^>]*viewBox/);
  const png = await call("GET", `/api/desk/campaign-links/${link.id}/qr.png`);
  expect(png.headers["content-type"]).toBe("image/png");
  const { data, info } = await sharp(png.rawPayload)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1024);
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(link.shortUrl);
  expect((await call("GET", "/api/desk/campaign-links/nope/qr.png")).statusCode).toBe(404);
  expect((await call("GET", `/api/desk/campaign-links/${link.id}/qr.gif`)).statusCode).toBe(400);
});

test("an accepted quotation of an enquiry that came with the campaign's tag is its won value, per currency", async () => {
  const { add, app, quote, list } = await campaignDesk();
  await add(gulfood);
  const enquire = async (campaign: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/send-email",
      headers: { "enquiry-arrival": new URLSearchParams({ page: "/", utm_campaign: campaign }).toString() },
      payload: {
        ...validEnquiry,
        quote: { product: "red-onions", quantity: 20, unit: "MT", port: "Jebel Ali", incoterm: "CIF" },
      },
    });
    return response.json().id as string;
  };
  const sent = await quote(await enquire("gulfood 2027 STAND"));
  const accept = (url: string | null) =>
    app.inject({
      url: `${url}/accept`,
      method: "POST",
      headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Omar&confirm=yes",
    });
  await accept((await quote(await enquire("Another campaign"))).url);
  expect((await list()).links[0]?.wonValue).toEqual([]);
  expect((await accept(sent.url)).statusCode).toBe(303);
  expect((await list()).links[0]?.wonValue).toEqual([{ currency: sent.currency, minor: sent.totalMinor }]);
});
