// Each product's spec sheet in each of the site's languages, drawn from the owner's content: one A4
// page with the letterhead, the product's name and card text, its indicative price when she set one, its
// 'Specifications' table (the same rows as its page) and the company's contacts with the page's address. Her
// texts come from the content (a text missing in the language shows the English one); the interface words, the
// table's labels and the heading, from that language's catalogues. The build writes them with the defaults
// (/products/<slug>/spec-sheet.pdf in English, /<code>/products/<slug>/spec-sheet.pdf in the others); a publish
// draws them again with her content. Each product page links to its own language's sheet and never loads it.
// The Arabic sheet is laid out right to left: the letterhead, the table's columns and the footer's facts
// mirrored (server/pdf/pdf-page.ts, shared with the quotations).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Lang, langCodes, localePath } from "#domain/i18n.ts";
import { photoUrl, widthsOf } from "#domain/site-content/photos.ts";
import { priceLead, priceText } from "#domain/site-content/price.ts";
import { productRows, productTitle, type RowWords } from "#domain/site-content/product-texts.ts";
import { type Photo, type SiteContent, slugOf } from "#domain/site-content/schema.ts";
import { paragraphs, type Shown, shown } from "#domain/site-content/texts.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { specSheetPath } from "#domain/words/en/products.ts";
import {
  bold,
  colors,
  drawFooter,
  drawLetterhead,
  footerTop,
  letterheadOf,
  page,
  regular,
  startPdf,
  textWidth,
} from "../../pdf/pdf-page.ts";
import { catalogues } from "../../site/catalogues.ts";

// Every language of domain/i18n.ts, from its catalogues (server/site/catalogues.ts): a new language needs no line.
const [specifications, productsPages] = await Promise.all([
  catalogues<RowWords>("product-specifications"),
  catalogues<{ productsPageWords: { detail: { specificationsHeading: string } } }>("products-page"),
]);

/** Where a product's sheet in a language is published: the English address under the language's prefix. */
export function sheetPath(lang: Lang, slug: string): string {
  return localePath(lang, specSheetPath(slug));
}

/** The most a spec sheet of the build may weigh (scripts/checks/budgets.ts holds the built ones to it). */
export const specSheetBudget = 100_000;
/** The most a sheet with her main photo may weigh: the photo's JPEG is most of it. */
export const specSheetWithPhotoBudget = 200_000;

/** Where the sheets read the photos' files: the store's folder of served variants (server/photos/). */
export type SheetOptions = { photoDir?: string };

type PhotoBox = { width: number; height: number };
/**
 * The photo's box on the sheet (pt, 4:3), beside the product's name and description: the largest with which
 * the sheet keeps to one page (a long text in Arabic takes more lines beside it).
 */
const photoBoxes: readonly PhotoBox[] = [
  { width: 160, height: 120 },
  { width: 128, height: 96 },
];
const photoGap = 16;
/**
 * The photo file a sheet embeds: its 640 px JPEG (or its largest below), 2.7 times the box's points, sharp
 * when printed, and tens of kilobytes (pdfkit embeds a JPEG as it is).
 */
const sheetPhotoWidth = 640;

async function mainPhotoFile(photo: Photo, photoDir: string | undefined): Promise<Buffer> {
  if (!photoDir) throw new Error("a spec sheet with a photo needs the photos' folder");
  const width =
    widthsOf(photo.width)
      .filter((w) => w <= sheetPhotoWidth)
      .at(-1) ?? photo.width;
  return readFile(path.join(photoDir, path.basename(photoUrl(photo.id, width, "jpeg"))));
}

const labelWidth = 150;
/** The table's text size, and the smaller ones it takes, in turn, when her texts would not fit on the page. */
const tableSizes = [9.5, 9, 8.5, 8];
/** The lowest a table's row may end: above the footer. */
const tableBottom = footerTop - 8;

/** One product's spec sheet in one language, from the owner's content, as PDF bytes. */
export async function specSheetPdf(
  content: SiteContent,
  productId: string,
  lang: Lang,
  options: SheetOptions = {},
): Promise<Buffer> {
  const found = content.products.find((p) => p.id === productId);
  if (!found) throw new Error(`no product ${productId} in the content`);
  const product = found;
  const heading = productsPages[lang].productsPageWords.detail.specificationsHeading;
  const rows = productRows(product, lang, specifications[lang]);
  const title = productTitle(product, lang);
  const url = absoluteUrl(localePath(lang, `/products/${slugOf(product.name.en)}`));
  // The page's description, paragraph by paragraph: what she writes about the product is what the sheet says.
  const description = shown(product.description, lang);
  const [mainPhoto] = product.photos ?? [];
  const jpeg = mainPhoto && (await mainPhotoFile(mainPhoto, options.photoDir));
  if (!jpeg) return drawSheet(undefined).finish();
  for (const box of photoBoxes) {
    const pdf = drawSheet({ jpeg, box });
    if (pdf.pages() === 1 || box === photoBoxes.at(-1)) return pdf.finish();
  }
  throw new Error("no photo box");

  function drawSheet(photo: { jpeg: Buffer; box: PhotoBox } | undefined) {
    const pdf = startPdf(lang, letterheadOf(content.company, lang), {
      Title: `${title}: ${heading} | ${content.company.name}`,
      Subject: shown(product.cardText, lang).text,
    });
    const { write, heightOf } = pdf;
    /**
     * Her text as the sheet sets it: figures kept together (and in order, right to left); an English text on a
     * right-to-left sheet, shown where the language lacks one, isolated so it reads left to right as a whole.
     */
    const typed = ({ text, lang: textLang }: Shown, figures = true) =>
      pdf.rightToLeft && textLang !== lang ? `\u2068${text}\u2069` : figures ? pdf.figures(text) : text;
    const left = page.margin;
    let y = drawLetterhead(pdf);
    const top = y;

    // Her main photo at the top, on the line's end side (the left on a right-to-left sheet); the name, the
    // description and the price beside it.
    let photoBottom = top;
    let besidePhoto = textWidth;
    if (photo) {
      const { width, height } = photo.box;
      const x = pdf.rightToLeft ? left : page.width - left - width;
      const photoTop = top + 16;
      pdf.doc.save();
      pdf.doc.roundedRect(x, photoTop, width, height, 6).clip();
      pdf.doc.image(photo.jpeg, x, photoTop, { cover: [width, height], align: "center", valign: "center" });
      pdf.doc.restore();
      photoBottom = photoTop + height;
      besidePhoto = textWidth - width - photoGap;
    }

    // The product, and the price she quotes when she gives one: beside the photo, full width once below it.
    const box = (at: number) => ({ x: left, width: at < photoBottom ? besidePhoto : textWidth });
    const titleText = typed({ text: title, lang: shown(product.name, lang).lang }, false);
    y = write([bold(titleText, colors.forest)], { ...box(y + 16), y: y + 16 }, { size: 22 });
    for (const [i, text] of paragraphs(description.text).entries()) {
      y = write(
        [regular(typed({ text, lang: description.lang }, false), colors.muted)],
        { ...box(y + 3), y: y + (i === 0 ? 4 : 3) },
        { size: 9, lineGap: 1.2 },
      );
    }
    if (product.price) {
      const price = typed({ text: priceText(product.price, lang), lang });
      const line = [bold(priceLead(lang), colors.forest), regular(price, colors.ink)];
      y = write(line, { ...box(y + 8), y: y + 8 }, { size: 10.5, lineGap: 1.5 });
    }
    y = Math.max(y, photoBottom);
    y = write([bold(heading, colors.forest)], { x: left, width: textWidth, y: y + 16 }, { size: 13 }) + 6;

    // The table: the label column bold, the value beside it (the label on the right in a right-to-left sheet); a
    // rule between rows. At the largest size that fits above the footer; past the smallest, on a next page.
    const valueX = left + labelWidth;
    const valueWidth = textWidth - labelWidth;
    const cells = rows.map((row) => ({
      label: bold(row.label, colors.forest),
      value: regular(typed({ text: row.value, lang: row.lang }), colors.ink),
    }));
    const cellHeight = ({ label, value }: (typeof cells)[number], size: number) => {
      const style = { size, lineGap: 1.5 };
      return Math.max(heightOf(label, labelWidth - 12, style), heightOf(value, valueWidth, style));
    };
    // A row: 6 pt above its text, 5 below.
    const tableTop = y;
    const tableEnd = (size: number) =>
      cells.reduce((end, cell) => end + 6 + cellHeight(cell, size) + 5, tableTop);
    const size = tableSizes.find((s) => tableEnd(s) <= tableBottom) ?? (tableSizes.at(-1) as number);
    const style = { size, lineGap: 1.5 };
    pdf.rule(y, 0.75, colors.rule);
    for (const cell of cells) {
      const height = cellHeight(cell, size);
      if (y + 6 + height + 5 > tableBottom) {
        drawFooter(pdf, url);
        pdf.doc.addPage();
        y = page.margin;
        pdf.rule(y, 0.75, colors.rule);
      }
      const top = y + 6;
      write([cell.label], { x: left, y: top, width: labelWidth - 12 }, style);
      write([cell.value], { x: valueX, y: top, width: valueWidth }, style);
      y = top + height + 5;
      pdf.rule(y, 0.75, colors.rule);
    }

    // Footer: contact details and this sheet's page on the site.
    drawFooter(pdf, url);
    return pdf;
  }
}

/**
 * Writes every product's spec sheet in every language of the content under root (build/client), each within
 * the budget; each file's path and bytes.
 */
export async function writeSpecSheets(
  root: string,
  content: SiteContent,
): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    langCodes.flatMap((lang) =>
      content.products.map(async (product) => {
        const urlPath = sheetPath(lang, slugOf(product.name.en));
        const pdf = await specSheetPdf(content, product.id, lang);
        if (pdf.length > specSheetBudget)
          throw new Error(`${urlPath}: ${pdf.length} B > ${specSheetBudget} B`);
        const file = path.join(root, urlPath);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, pdf);
        return { path: urlPath, bytes: pdf.length };
      }),
    ),
  );
}
