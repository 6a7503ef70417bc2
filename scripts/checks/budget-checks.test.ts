import { describe, expect, test } from "vitest";
import {
  bidiData,
  deskAppProblems,
  deskProblems,
  flagProblems,
  fontProblems,
  galleryProblems,
  imageProblems,
  islandProblems,
  jsBudgetOf,
  type PageFigures,
  pageProblems,
  scriptContentProblems,
  specSheetLinkProblems,
  specSheetProblems,
} from "./budget-checks.ts";
import { budgets } from "./byte-budgets.ts";

const signInPath = "/sign-in";
const siteManifestUrl = "/site.webmanifest";
const page = (figures: Partial<PageFigures> = {}): PageFigures => ({
  page: "/about",
  html: 10_000,
  response: 10_500,
  js: 5_000,
  css: 6_000,
  fonts: 40_000,
  images: 0,
  flags: 0,
  total: 60_000,
  phoneInput: false,
  deskCode: false,
  deskApp: false,
  ...figures,
});
const pageOf = (figures: Partial<PageFigures>) =>
  pageProblems(page(figures), { signInPath, siteManifestUrl });

describe("the start-JS budget of a page", () => {
  test.each([
    ["/about", budgets.startJs],
    ["/contact", budgets.contactStartJs],
    ["/fr/contact", budgets.contactStartJs],
    [signInPath, budgets.signInStartJs],
  ])("%s", (path, budget) => expect(jsBudgetOf(path, signInPath)).toBe(budget));
});

describe("a page's figures", () => {
  test("within every budget: no problem", () => expect(pageOf({})).toEqual([]));

  test.each<[string, Partial<PageFigures>, string]>([
    [
      "start JS",
      { js: budgets.startJs + 1 },
      `/about: start JS ${budgets.startJs + 1} B > ${budgets.startJs} B`,
    ],
    ["CSS", { css: budgets.css + 1 }, `/about: CSS ${budgets.css + 1} B > ${budgets.css} B`],
    ["HTML", { html: budgets.html + 1 }, `/about: HTML ${budgets.html + 1} B > ${budgets.html} B`],
    ["flags", { flags: budgets.flagsWithPage + 1 }, "/about: flags with the page"],
    ["the first round trip", { response: budgets.firstRoundTrip + 1 }, "(one round trip)"],
    ["an unmeasured response", { response: Number.NaN }, "(one round trip)"],
    ["the phone input off /contact", { phoneInput: true }, "/about loads the phone-input code"],
    ["desk code", { deskCode: true }, "/about loads desk or auth code at start"],
    ["the desk's app", { deskApp: true }, `/about links a manifest other than ${siteManifestUrl}`],
    [
      "the home page's total",
      { page: "/", total: budgets.homeTotal + 1 },
      `/: ${budgets.homeTotal + 1} B in all`,
    ],
  ])("%s over its budget is one problem", (_, figures, problem) => {
    const problems = pageOf(figures);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  test("the phone input on a contact page in any language, and a large total off the home page, pass", () => {
    expect(pageOf({ page: "/es/contact", phoneInput: true, js: budgets.contactStartJs })).toEqual([]);
    expect(pageOf({ total: budgets.homeTotal + 1 })).toEqual([]);
  });
});

describe("fonts and flags", () => {
  test("a font not WOFF2, and fonts over their budget together", () => {
    expect(fontProblems([{ file: "a.woff2", bytes: budgets.fonts }])).toEqual([]);
    expect(
      fontProblems([
        { file: "a.woff2", bytes: budgets.fonts },
        { file: "b.ttf", bytes: 1 },
      ]),
    ).toEqual(["font b.ttf is not WOFF2", `fonts ${budgets.fonts + 1} B > ${budgets.fonts} B`]);
  });

  test("all flags over their budget", () => {
    expect(flagProblems(budgets.flagsAll)).toEqual([]);
    expect(flagProblems(budgets.flagsAll + 1)).toHaveLength(1);
  });
});

test("a page runs modules or React only to hydrate an island it holds", () => {
  expect(islandProblems("/", { reactDom: false, modules: 0, hasIsland: false })).toEqual([]);
  expect(islandProblems("/contact", { reactDom: true, modules: 3, hasIsland: true })).toEqual([]);
  expect(islandProblems("/", { reactDom: true, modules: 2, hasIsland: false })).toEqual([
    "/ loads React DOM but holds no island",
    "/ loads modules but holds no island",
  ]);
});

describe("images", () => {
  test("sized and modern: no problem", () => {
    expect(
      imageProblems(
        "/",
        '<img src="/a.avif" width="1" height="1"><img src="data:image/svg+xml,x" width="1" height="1">',
      ),
    ).toEqual([]);
  });

  test("without a size, or a JPEG no <picture> offers as AVIF or WebP", () => {
    expect(imageProblems("/", '<img src="/a.webp">')).toEqual([
      '/: <img src="/a.webp"> lacks width and height',
    ]);
    expect(imageProblems("/", '<img src="/a.jpg" width="1" height="1">')).toEqual([
      '/: <img src="/a.jpg"> is not AVIF, WebP or SVG',
    ]);
  });

  test("a photo's JPEG is the fallback of a <picture> that offers its AVIF", () => {
    const id = "0123456789abcdef0123456789abcdef";
    const html = `<picture><source srcset="/photos/${id}-640.avif 640w"><img src="/photos/${id}-640.jpg" width="640" height="480"></picture>`;
    expect(imageProblems("/", html)).toEqual([]);
  });
});

describe("spec sheet links", () => {
  const products = ["/products/onion"];
  const link = (href: string) => `<a href="${href}" download>sheet</a>`;

  test("a product page links to its own language's sheet, once, to download", () => {
    expect(
      specSheetLinkProblems("/fr/products/onion", link("/fr/products/onion/spec-sheet.pdf"), products),
    ).toEqual([]);
  });

  test("another language's sheet, or none", () => {
    expect(
      specSheetLinkProblems("/fr/products/onion", link("/products/onion/spec-sheet.pdf"), products),
    ).toEqual([
      "/fr/products/onion: links to /products/onion/spec-sheet.pdf, not /fr/products/onion/spec-sheet.pdf",
    ]);
    expect(specSheetLinkProblems("/products/onion", "", products)).toEqual([
      "/products/onion: links to no spec sheet, not /products/onion/spec-sheet.pdf",
    ]);
  });

  test("a PDF named anywhere but a download link; the Speculation Rules may name PDFs", () => {
    expect(specSheetLinkProblems("/about", '<link rel="preload" href="/a.pdf">', products)).toEqual([
      "/about: names a PDF 1 times, in 0 download link(s)",
    ]);
    const rules = '<script type="speculationrules">{"not":{"href_matches":"/*.pdf"}}</script>';
    expect(specSheetLinkProblems("/about", rules, products)).toEqual([]);
  });
});

test("the gallery alone and with a product page's script", () => {
  expect(galleryProblems("en", budgets.galleryJs, budgets.startJs - budgets.galleryJs)).toEqual([]);
  expect(galleryProblems("ar", undefined, 0)).toEqual(["the ar build has no gallery island"]);
  expect(galleryProblems("en", budgets.galleryJs + 1, 0)).toHaveLength(1);
  expect(galleryProblems("en", 1, budgets.startJs)).toEqual([
    `en product page with a gallery: start JS ${budgets.startJs + 1} B > ${budgets.startJs} B`,
  ]);
});

test("each desk page within its budget, registering the worker", () => {
  expect(deskProblems([], "/desk-sw.js")).toEqual(["no desk routes found in the route manifest"]);
  expect(
    deskProblems([{ path: "/desk", js: budgets.deskStartJs, registersWorker: true }], "/desk-sw.js"),
  ).toEqual([]);
  expect(
    deskProblems([{ path: "/desk", js: budgets.deskStartJs + 1, registersWorker: false }], "/desk-sw.js"),
  ).toEqual([
    `/desk: desk start JS ${budgets.deskStartJs + 1} B > ${budgets.deskStartJs} B`,
    "/desk: the desk's start JS does not register /desk-sw.js",
  ]);
});

test("the desk's app: its manifest scoped to the desk, its icons and worker there", () => {
  const worker = { script: "/desk-sw.js", scope: "/desk/" };
  const names = { manifestUrl: "/desk.webmanifest", worker };
  const manifest = { scope: "/desk/", start_url: "/desk/", icons: [{ src: "/icon.png" }] };
  expect(deskAppProblems(manifest, names, () => true)).toEqual([]);
  expect(deskAppProblems({ ...manifest, start_url: "/" }, names, () => true)).toEqual([
    "/desk.webmanifest: scope /desk/, start_url /",
  ]);
  expect(deskAppProblems(manifest, names, () => false)).toEqual([
    "/desk.webmanifest: icon /icon.png is missing",
    "/desk-sw.js is missing",
  ]);
});

test("one spec sheet per product and language, each within its budget", () => {
  const expected = ["/products/a/spec-sheet.pdf", "/fr/products/a/spec-sheet.pdf"];
  const sheets = expected.map((file) => ({ file, bytes: 100 }));
  expect(specSheetProblems(sheets, expected, 100)).toEqual([]);
  expect(specSheetProblems(sheets, expected, 99)).toHaveLength(2);
  expect(specSheetProblems(sheets.slice(1), expected, 100)[0]).toMatch(
    /^spec sheets .* expected one per product/,
  );
});

test("no script carries bidi-js or a sentence of the content", () => {
  const sentences = ["We export dehydrated onion."];
  expect(scriptContentProblems([{ file: "a.js", code: "let a=1" }], sentences)).toEqual([]);
  expect(
    scriptContentProblems([{ file: "a.js", code: `"${bidiData}";"We export dehydrated onion."` }], sentences),
  ).toEqual(["a.js carries bidi-js", 'a.js carries "We export dehydrated onion."']);
});
