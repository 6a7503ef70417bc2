import { expect, test } from "vitest";
import { countries } from "#domain/countries/country-list.ts";
import { flagFiles } from "./flag-assets.ts";

test("every country of the phone input has a 3:2 SVG flag that loads nothing from elsewhere", () => {
  const files = flagFiles();
  expect([...files.keys()].sort()).toEqual(countries.map((c) => `${c.iso2}.svg`).sort());
  for (const [name, data] of files) {
    const svg = data.toString("utf8");
    const [, width = 0, height = 1] =
      svg.match(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/)?.map(Number) ?? [];
    expect(width / height, name).toBeCloseTo(1.5, 1);
    // No links, images or styles from another host: the CSP allows images from our own origin only.
    expect(svg, name).not.toMatch(/(href|url\()\s*=?\s*["']?(https?:)?\/\//i);
    expect(svg, name).not.toMatch(/<(script|image|foreignObject)\b/i);
  }
});
