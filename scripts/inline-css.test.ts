import { expect, test } from "vitest";
import { inlineStylesheets } from "./inline-css.ts";

test("each stylesheet link gets its CSS inline before it, and the link is kept disabled", () => {
  const html = '<head><link rel="stylesheet" href="/assets/root-abc.css"/><title>x</title></head>';
  const result = inlineStylesheets(html, (href) => (href === "/assets/root-abc.css" ? "body{margin:0}" : ""));
  expect(result).toBe(
    '<head><style data-href="/assets/root-abc.css">body{margin:0}</style>' +
      '<link rel="stylesheet" href="/assets/root-abc.css" disabled=""/><title>x</title></head>',
  );
});

test("CSS cannot end its style element early", () => {
  const html = '<link rel="stylesheet" href="/assets/a.css"/>';
  const result = inlineStylesheets(html, () => 'a::after{content:"</style><script>"}');
  expect(result).not.toContain("</style><script>");
  expect(result.match(/<\/style>/g)).toHaveLength(1);
});
