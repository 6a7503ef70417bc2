import { expect, test } from "vitest";
import { afterFirstPaint } from "../app/lib/after-first-paint.ts";
import { deferHydration, parkedScriptType, parkedType } from "./defer-hydration.ts";

const page = [
  '<html><head><link rel="preload" href="/font.woff2" as="font"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>',
  '<body><main>Hello</main><script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\n',
  'import("/assets/entry.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script><script>other()</script></body></html>",
].join("");

test("the boot module and its preloads wait for the first paint; the rest of the page is untouched", () => {
  const html = deferHydration(page);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain(
    `<script type="${parkedType}" data-preload="/assets/entry.js /assets/root.js">import "/assets/manifest.js";`,
  );
  expect(html).toContain(`<script>${afterFirstPaint}(()=>{`);
  expect(html).toContain(
    `<script type="${parkedScriptType}">window.__reactRouterContext = {"ssr":false};</script>`,
  );
  expect(html).toContain(
    `<script type="${parkedScriptType}">window.__reactRouterContext.streamController.close();</script>`,
  );
  expect(html).toContain("<script>other()</script>");
  expect(html).toMatch(/<\/script><\/head>/);
  expect(html).toContain('<link rel="preload" href="/font.woff2" as="font"/>');
  expect(html).toContain("<main>Hello</main>");
});

test("a page without a boot module is left as it is", () => {
  const html = "<html><head></head><body>NotFound</body></html>";
  expect(deferHydration(html)).toBe(html);
});
