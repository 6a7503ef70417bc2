// The build's page pipeline on React Router's real output: the project is built once (react-router build in a
// temporary copy), then postbuild runs on it; each step is checked on real pages, before and after.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { prerenderPaths } from "#domain/page-paths.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { HtmlPage, parseHtml } from "#server/site-content/page-pipeline/html-page.ts";
import { pruneUtilities } from "#server/site-content/page-pipeline/inline-css.ts";
import { inlineImageLimit, svgDataUrl } from "#server/site-content/page-pipeline/inline-images.ts";
import {
  clientRenderedShell,
  pageSteps,
  type Site,
  siteAssets,
  transformPage,
  usedClassNames,
} from "#server/site-content/page-pipeline/page-pipeline.ts";
import {
  compilePageScripts,
  type PageScripts,
  speculationRules,
} from "#server/site-content/page-pipeline/page-script.ts";
import { readViteManifest, viteManifestFile } from "#server/site-content/page-pipeline/vite-manifest.ts";
import { buildWithReactRouter } from "#tests/support/react-router-build.ts";
import { postbuild } from "./postbuild.ts";

let buildDir = "";
/** React Router's output, as it was before the pipeline. */
let rawRoot = "";
/** The same after postbuild. */
let root = "";
let pageScripts: PageScripts = { everyPage: "", onUse: "" };
let summary = "";

beforeAll(async () => {
  buildDir = await buildWithReactRouter();
  root = path.join(buildDir, "client");
  rawRoot = path.join(path.dirname(buildDir), "raw-client");
  cpSync(root, rawRoot, { recursive: true });
  pageScripts = await compilePageScripts();
  summary = await postbuild(buildDir);
}, 180_000);

afterAll(() => {
  if (buildDir) rmSync(path.dirname(buildDir), { recursive: true, force: true });
});

const raw = (page: string) => readFileSync(path.join(rawRoot, page), "utf8");
const built = (page: string) => readFileSync(path.join(root, page), "utf8");
const site = (): Site => siteAssets(rawRoot, pageScripts, readViteManifest(buildDir));
const elements = (html: string, name: string) => parseHtml(html).filter((e) => e.name === name);
const outerHtml = (html: string, name: string, match: (attributes: Record<string, string>) => boolean) =>
  elements(html, name)
    .filter((e) => match(e.attributes))
    .map((e) => html.slice(e.start, e.end));
const htmlPages = () =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) => f.split(path.sep).join("/"));

test("every page goes through the declared steps in order; the owner's pages keep React Router's code", () => {
  expect(pageSteps.map((s) => s.name)).toEqual([
    "manifest link",
    "islands",
    "page script",
    "inline CSS",
    "inline images",
  ]);
  const stepsOf = (page: string) => pageSteps.filter((s) => s.appliesTo(page)).map((s) => s.name);
  expect(stepsOf(clientRenderedShell)).toEqual(["manifest link", "inline CSS", "inline images"]);
  expect(stepsOf("sign-in/index.html")).toEqual([
    "manifest link",
    "page script",
    "inline CSS",
    "inline images",
  ]);
  expect(pageSteps.every((s) => s.appliesTo("about/index.html"))).toBe(true);
  expect(summary).toMatch(new RegExp(`^postbuild: ${htmlPages().length} pages through 5 steps`));
});

describe("islands", () => {
  test("a page without an island loses React Router's code; the rest of the page is untouched", () => {
    const before = raw("about/index.html");
    const html = built("about/index.html");
    expect(outerHtml(before, "link", (a) => a.rel === "modulepreload").length).toBeGreaterThan(0);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("__reactRouter");
    // Everything else as React Router wrote it: the structured data, the font script, the content.
    for (const json of outerHtml(before, "script", (a) => a.type === "application/ld+json"))
      expect(html).toContain(json);
    for (const main of outerHtml(before, "main", () => true)) expect(html).toContain(main);
  });

  test("each island's container names its modules, for the page's script to start after the load (the form's at its first use)", () => {
    const manifest = readViteManifest(buildDir);
    const modules = (name: string) => {
      const entry = manifest[`islands-en:app/islands/${name}.tsx`];
      return [`/${entry?.file}`, ...(entry?.imports ?? []).map((key) => `/${manifest[key]?.file}`)].join(" ");
    };
    expect(built("contact/index.html")).toContain(
      `<div data-island="enquiry-form" data-start="on-use" data-module="${modules("enquiry-form")}">`,
    );
    expect(built("index.html")).toContain(
      `<div data-island="language-offer" data-langs="ar es fr ru" data-module="${modules("language-offer")}"></div>`,
    );
    for (const page of ["contact/index.html", "index.html"])
      expect(built(page)).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  test("the owner's pages keep their code as React Router wrote it", () => {
    for (const page of [clientRenderedShell, "sign-in/index.html"]) {
      const html = built(page);
      for (const link of outerHtml(raw(page), "link", (a) => a.rel === "modulepreload"))
        expect(html).toContain(link);
      for (const script of outerHtml(raw(page), "script", (a) => a.type === "module"))
        expect(html).toContain(script);
    }
  });
});

describe("page script", () => {
  test("every pre-rendered page ends with the page's script and its Speculation Rules, a contact page with the form's on-use script between; the desk's shell has neither", () => {
    const rules = `<script type="speculationrules">${speculationRules}</script></body>`;
    for (const page of [
      "index.html",
      "products/red-onions/index.html",
      "404/index.html",
      "sign-in/index.html",
    ])
      expect(built(page), page).toContain(`<script>${pageScripts.everyPage}</script>${rules}`);
    for (const page of ["contact/index.html"])
      expect(built(page), page).toContain(
        `<script>${pageScripts.everyPage}</script><script>${pageScripts.onUse}</script>${rules}`,
      );
    expect(built(clientRenderedShell)).not.toContain("speculationrules");
  });

  test("the page scripts are classic scripts that name no framework", () => {
    for (const script of Object.values(pageScripts)) {
      expect(script).not.toMatch(/^\s*(import|export)\b/m);
      expect(script).not.toMatch(/react/i);
    }
    expect(JSON.parse(speculationRules).prerender[0].eagerness).toBe("moderate");
  });
});

test("manifest link: every page links the site's manifest, and the desk's shell the desk's own, once", () => {
  const manifests = (page: string) => outerHtml(built(page), "link", (a) => a.rel === "manifest");
  for (const page of ["index.html", "contact/index.html", "sign-in/index.html", "404/index.html"])
    expect(manifests(page), page).toEqual(['<link rel="manifest" href="/site.webmanifest"/>']);
  expect(manifests(clientRenderedShell)).toEqual(['<link rel="manifest" href="/desk.webmanifest"/>']);
});

describe("inline CSS", () => {
  test("each stylesheet link gets its CSS inline in its place (a page's own rules, the shell's all); the owner's pages keep it disabled", () => {
    for (const page of ["index.html", "contact/index.html", "sign-in/index.html", clientRenderedShell]) {
      const [link] = outerHtml(raw(page), "link", (a) => a.rel === "stylesheet");
      const href = /href="([^"]+)"/.exec(link ?? "")?.[1] ?? "";
      expect(href).toMatch(/^\/assets\/.+\.css$/);
      const full = readFileSync(path.join(rawRoot, href), "utf8");
      const css =
        page === clientRenderedShell
          ? full
          : pruneUtilities(full, usedClassNames(new HtmlPage(page, raw(page)), site()));
      expect(built(page)).toContain(
        page === "index.html" || page === "contact/index.html"
          ? `<style>${css}</style>`
          : `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
      );
      expect(built(page)).not.toContain(link);
    }
  });

  test("a page keeps the rules of the classes its HTML and code use, and leaves out another page's", () => {
    const used = usedClassNames(new HtmlPage("index.html", raw("index.html")), site());
    // The home hero's height, the menu's open layout (set by the page script), the language offer's width (its
    // island's code), not the contact page's two columns.
    expect(used).toContain("h-hero");
    expect(used).toContain("flex");
    expect(used).toContain("max-w-[calc(100%-6.25rem)]");
    expect(used).not.toContain("split:grid-cols-[2fr_3fr]");
  });

  test("CSS cannot end its style element early", () => {
    const html = transformPage("about/index.html", raw("about/index.html"), {
      ...site(),
      readCss: () => 'a::after{content:"</style><script>"}',
    });
    expect(html).not.toContain("</style><script>");
    const [style] = elements(html, "style");
    expect(style?.text).toBe('a::after{content:"<\\/style><script>"}');
  });
});

describe("inline images", () => {
  test("an eager SVG picture becomes a data: URL and loses its preload; lazy and other pictures stay files", () => {
    const before = raw("index.html");
    const html = built("index.html");
    const images = elements(before, "img").map((e) => e.attributes);
    const eager = images.filter((img) => img.loading !== "lazy" && img.src?.endsWith(".svg"));
    expect(eager.length).toBeGreaterThan(0);
    for (const img of eager) {
      const svg = readFileSync(path.join(rawRoot, img.src ?? ""), "utf8");
      expect(html).toContain(`src="${svgDataUrl(svg)}"`);
      expect(html).not.toContain(`src="${img.src}"`);
    }
    const preloads = outerHtml(before, "link", (a) => a.rel === "preload" && a.as === "image");
    for (const link of preloads) expect(html).not.toContain(link);
    for (const img of images.filter((i) => i.loading === "lazy" || !i.src?.endsWith(".svg")))
      expect(html).toContain(`src="${img.src}"`);
    expect(
      elements(html, "img").every(
        (img) => img.attributes.loading === "lazy" || img.attributes.src?.startsWith("data:"),
      ),
    ).toBe(true);
  });

  test("the data: URL is a valid URL that decodes to the SVG, shortened, and holds nothing that ends the attribute", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">
      <rect fill="url(#g)" width="100%" aria-label="Émile's &amp; co"/>
      <text x="1">A <tspan>B</tspan> C</text>
    </svg>`;
    const url = svgDataUrl(svg);
    // Only a URL's code points and percent escapes (the Nu HTML Checker's rule): no space, quote or bracket.
    expect(url).toMatch(/^data:image\/svg\+xml,([\w\-.~!$'()*+,;=:@/?]|%[0-9A-F]{2})+$/);
    expect(url).not.toMatch(/[&#]/);
    // Whitespace between tags stays where a <text> may show it; values single-quoted where they hold no quote.
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'> <rect fill='url(#g)' width='100%' aria-label="Émile's &amp; co"/> <text x='1'>A <tspan>B</tspan> C</text> </svg>`,
    );
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <path d="M0 0h8"/>\n  <path d="M0 8h8"/>\n</svg>';
    expect(decodeURIComponent(svgDataUrl(drawing).slice("data:image/svg+xml,".length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0h8'/><path d='M0 8h8'/></svg>",
    );
  });

  test("a picture over the limit stays a file, with its preload", () => {
    const before = raw("index.html");
    const html = transformPage("index.html", before, {
      ...site(),
      readSvg: () => `<svg>${"x".repeat(inlineImageLimit)}</svg>`,
    });
    for (const img of elements(before, "img")) expect(html).toContain(`src="${img.attributes.src}"`);
    for (const link of outerHtml(before, "link", (a) => a.rel === "preload" && a.as === "image"))
      expect(html).toContain(link);
  });
});

describe("a step whose element is missing fails the build, naming the page and the step", () => {
  const without = (page: string, name: string, match: (a: Record<string, string>) => boolean) => {
    let html = raw(page);
    for (const element of outerHtml(html, name, match)) html = html.replace(element, "");
    return () => transformPage(page, html, site());
  };

  test("an island the page's language does not have", () => {
    const html = raw("about/index.html").replace("<main", '<div data-island="map"></div><main');
    expect(() => transformPage("about/index.html", html, site())).toThrow(
      'about/index.html: step "islands" failed: no island named map in the en build',
    );
  });
  test("no stylesheet link to inline", () => {
    expect(without("products/index.html", "link", (a) => a.rel === "stylesheet")).toThrow(
      'products/index.html: step "inline CSS" failed: no stylesheet link',
    );
  });
  test("a picture the build lacks", () => {
    expect(() =>
      transformPage("index.html", raw("index.html"), { ...site(), readSvg: () => undefined }),
    ).toThrow(/^index\.html: step "inline images" failed: <img src="\/.+\.svg"> is not in the build/);
  });
});

test("the sitemap, robots.txt and the web manifest are written from the site's lists", () => {
  const sitemap = built("sitemap.xml");
  for (const page of prerenderPaths) expect(sitemap).toContain(`<loc>${absoluteUrl(page)}</loc>`);
  expect(built("robots.txt")).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  expect(JSON.parse(built("site.webmanifest"))).toHaveProperty("icons");
});

test("Vite's manifest leaves the published folder; every page ships with its .br and .gz copies", () => {
  expect(existsSync(path.join(root, ".vite"))).toBe(false);
  expect(JSON.parse(readFileSync(viteManifestFile(buildDir), "utf8"))).toHaveProperty([
    "app/root.tsx?__react-router-build-client-route",
  ]);
  for (const page of htmlPages()) {
    const html = readFileSync(path.join(root, page));
    expect(brotliDecompressSync(readFileSync(path.join(root, `${page}.br`)))).toEqual(html);
    expect(gunzipSync(readFileSync(path.join(root, `${page}.gz`)))).toEqual(html);
  }
});
