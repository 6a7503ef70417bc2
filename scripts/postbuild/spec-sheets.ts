// Writes each product's spec sheet, /products/<slug>/spec-sheet.pdf: one A4 page with the logo, the product's
// 'Specifications' table (the same rows as its page, from app/content/products.ts), the company's contact
// details and the page's address. Made once at build time; the product page links to it and never loads it.
//
// The fonts: fontkit 2.0.4 (pdfkit's font engine) cannot embed the site's Manrope, a variable WOFF2 (its
// named weights fail to load and its subsetter breaks on the WOFF2's composite glyphs), so the sheets use
// Liberation Sans, the metric twin of Arial that the site's own fallback face is tuned to (app/app.css),
// in regular and bold, embedded as subsets.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { company } from "../../app/content/company.ts";
import { logoMark } from "../../app/content/logo-mark.ts";
import * as english from "../../app/content/product-specifications.ts";
import { productSummaries } from "../../app/content/product-summaries.ts";
import {
  type Product,
  products,
  type SpecificationRow,
  specificationRows,
  specSheetPath,
} from "../../app/content/products.ts";
import { productsPageContent } from "../../app/content/products-page.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";

const fontDir = path.join(import.meta.dirname, "spec-sheet-fonts");
const fonts = {
  regular: path.join(fontDir, "LiberationSans-Regular.ttf"),
  bold: path.join(fontDir, "LiberationSans-Bold.ttf"),
};

/** The most a spec sheet may weigh (scripts/check-budgets.ts holds the built ones to it). */
export const specSheetBudget = 100_000;

const colors = { ink: "#2a241d", muted: "#574a3c", forest: "#163224", saffron: "#8a5a06", rule: "#ebe0c8" };
const page = { width: 595.28, height: 841.89, margin: 48 };
const labelWidth = 150;
const bodySize = 9.5;

function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const { disc, sun, leaves, lines } = logoMark;
  doc
    .save()
    .translate(x, y)
    .scale(size / logoMark.size);
  doc.circle(disc.cx, disc.cy, disc.r).lineWidth(disc.strokeWidth).fillAndStroke(disc.fill, disc.stroke);
  doc.path(sun.d).fill(sun.fill);
  doc.lineCap("round").lineWidth(lines.strokeWidth).strokeColor(lines.stroke);
  doc.path(lines.d[0]).stroke();
  doc.path(leaves.d).fill(leaves.fill);
  doc.path(lines.d[1]).stroke();
  doc.restore();
}

/** One product's spec sheet as PDF bytes. */
export async function specSheetPdf(product: Product, rows: readonly SpecificationRow[]): Promise<Buffer> {
  const url = absoluteUrl(`/products/${product.slug}`);
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    bufferPages: true,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: `${product.title}: ${productsPageContent.detail.specificationsHeading} | ${company.name}`,
      Author: company.name,
      Subject: productSummaries[product.key],
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);

  const left = page.margin;
  const width = page.width - 2 * page.margin;

  // Letterhead: the mark, the name, and how to reach the company.
  drawLogo(doc, left, page.margin, 40);
  doc
    .font("bold")
    .fontSize(17)
    .fillColor(colors.forest)
    .text(company.name, left + 52, page.margin + 4);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(colors.muted)
    .text(company.description, left + 52, page.margin + 25, {
      width: width - 52,
    });
  let y = page.margin + 58;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(colors.forest)
    .stroke();

  // The product.
  y += 16;
  doc.font("bold").fontSize(22).fillColor(colors.forest).text(product.title, left, y, { width });
  y = doc.y + 4;
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor(colors.muted)
    .text(productSummaries[product.key], left, y, { width, lineGap: 1.5 });
  y = doc.y + 16;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(colors.forest)
    .text(productsPageContent.detail.specificationsHeading, left, y);
  y = doc.y + 6;

  // The table: the label column bold, the value beside it; a rule between rows.
  const valueX = left + labelWidth;
  const valueWidth = width - labelWidth;
  const cell = { lineGap: 1.5 };
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(colors.rule)
    .stroke();
  for (const row of rows) {
    doc.font("bold").fontSize(bodySize);
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth - 12, ...cell });
    doc.font("regular");
    const valueHeight = doc.heightOfString(row.value, { width: valueWidth, ...cell });
    const top = y + 6;
    doc
      .font("bold")
      .fillColor(colors.forest)
      .text(row.label, left, top, { width: labelWidth - 12, ...cell });
    doc
      .font("regular")
      .fillColor(colors.ink)
      .text(row.value, valueX, top, { width: valueWidth, ...cell });
    y = top + Math.max(labelHeight, valueHeight) + 5;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(colors.rule)
      .stroke();
  }

  // Footer: contact details and this sheet's page on the site.
  const footerTop = page.height - page.margin - 52;
  if (y > footerTop - 8) throw new Error(`${product.slug}: the spec sheet's table runs into its footer`);
  doc
    .moveTo(left, footerTop)
    .lineTo(left + width, footerTop)
    .lineWidth(1.5)
    .strokeColor(colors.forest)
    .stroke();
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(colors.forest)
    .text(company.name, left, footerTop + 10, { width, continued: true })
    .font("regular")
    .fillColor(colors.ink)
    .text(`  ·  ${company.address.lines.join(", ")}`);
  doc.text(
    `${company.email}  ·  ${company.phone.display}  ·  WhatsApp ${company.phone.display}`,
    left,
    doc.y + 2,
    {
      width,
    },
  );
  doc.fillColor(colors.saffron).text(url, left, doc.y + 2, { width, link: url, underline: false });

  const pages = doc.bufferedPageRange().count;
  if (pages !== 1) throw new Error(`${product.slug}: the spec sheet has ${pages} pages, not one`);
  doc.end();
  return done;
}

/** Writes every product's spec sheet under root (build/client); returns each file's path and bytes. */
export async function writeSpecSheets(root: string): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    products.map(async (product) => {
      const urlPath = specSheetPath(product.slug);
      const pdf = await specSheetPdf(product, specificationRows(product.key, english));
      if (pdf.length > specSheetBudget) throw new Error(`${urlPath}: ${pdf.length} B > ${specSheetBudget} B`);
      const file = path.join(root, urlPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, pdf);
      return { path: urlPath, bytes: pdf.length };
    }),
  );
}
