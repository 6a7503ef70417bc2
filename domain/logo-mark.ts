/**
 * The logo mark's shapes (a sprouting seed under a rising sun), drawn on a 40 × 40 grid: the site's header
 * draws them as SVG and the spec sheets (spec-sheets/spec-sheets.ts) as PDF paths, so both show one mark.
 */
export const logoMark = {
  size: 40,
  disc: { cx: 20, cy: 20, r: 19, fill: "#163224", stroke: "#efb743", strokeWidth: 2 },
  sun: { d: "M9 27a11 11 0 0 1 22 0z", fill: "#efb743" },
  leaves: {
    d: "M20 21c0-4-3-7-8-7 0 4.5 3 7 8 7zM20 19c0-3.5 2.6-6.5 7.5-6.5 0 4.5-3 6.5-7.5 6.5z",
    fill: "#8fc45a",
  },
  /** The stem and the ground line, stroked with round caps. */
  lines: { d: ["M20 31V19", "M8 31h24"], stroke: "#fbf8f1", strokeWidth: 2.2 },
} as const;
