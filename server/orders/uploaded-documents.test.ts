// Her documents on an order through the routes, to real SQLite rows: what is kept of a PDF and of a photo (read
// back with exiftool), what is refused with nothing kept, sharing, and the buyer's downloads by token.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFKit from "pdfkit";
import sharp from "sharp";
import { expect, test } from "vitest";
import { instantPublisher } from "#tests/support/published-company.ts";
import { quotationDesk } from "#tests/support/quotation-desk.ts";
import { siteHeaders } from "#tests/support/test-helper.ts";
import { attachmentDisposition } from "./document-names.ts";

type Desk = Awaited<ReturnType<typeof quotationDesk>>;

/** The desk and an order made from an accepted quotation, in the page's language `lang`. */
async function anOrder(desk: Desk, lang = "en") {
  const enquiryId = await desk.enquire(lang);
  const sent = await desk.quote(enquiryId);
  await desk.accept(sent);
  const made = await desk.call("POST", `/api/desk/quotations/${sent.id}/order`, {
    buyerCompany: "Gulf Fresh Trading",
    consignee: "Gulf Fresh Trading, Dubai",
    notifyParty: "",
    paymentTerms: "letter-of-credit",
    advancePercent: null,
    expectedShipment: "2026-12-20",
  });
  expect(made.statusCode, made.body).toBe(201);
  const order = made.json() as { id: string; url: string; name: string; enquiryId: string };
  return { ...order, path: new URL(order.url, "http://localhost").pathname };
}

async function upload(
  desk: Desk,
  orderId: string,
  file: { bytes: Buffer; type: string; name: string },
  query = "kind=certificate-of-analysis",
) {
  return desk.app.inject({
    method: "POST",
    url: `/api/desk/orders/${orderId}/documents?${query}`,
    headers: {
      ...siteHeaders,
      cookie: desk.cookie,
      "content-type": file.type,
      "x-file-name": encodeURIComponent(file.name),
    },
    payload: file.bytes,
  });
}

const listed = async (desk: Desk, orderId: string) =>
  (await desk.call("GET", `/api/desk/orders/${orderId}/documents`)).json() as {
    documents: { id: string; kind: string; name: string; shared: boolean; mediaType: string; size: number }[];
    usedBytes: number;
  };

/** A one-page PDF made by pdfkit with an author, then signed again by exiftool: a second author and XMP in an update. */
async function pdfWithAuthors(): Promise<Buffer> {
  const doc = new PDFKit({ info: { Author: "Priya Deshmukh", Producer: "ScanSoft Capture 9" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.text("Certificate of analysis: moisture 6.2%, pungency 4 mg/g");
  doc.end();
  await ended;
  return withFile(Buffer.concat(chunks), "in.pdf", (file) => {
    execFileSync("exiftool", [
      "-q",
      "-overwrite_original",
      "-Author=Anand Kulkarni",
      "-XMP-dc:Creator=Anand Kulkarni",
      "-XMP-pdf:Producer=Nashik Labs Scanner",
      file,
    ]);
    return readFileSync(file);
  });
}

/** A photo of a document taken by a phone: 1200 × 900, with its camera and where it was (GPS). */
async function photoWithGps(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 240, g: 236, b: 220 } },
  })
    .jpeg()
    .toBuffer();
  return withFile(jpeg, "in.jpg", (file) => {
    execFileSync("exiftool", [
      "-q",
      "-overwrite_original",
      "-GPSLatitude=19.9975",
      "-GPSLatitudeRef=N",
      "-GPSLongitude=73.7898",
      "-GPSLongitudeRef=E",
      "-Model=Pixel 9",
      file,
    ]);
    return readFileSync(file);
  });
}

function withFile<T>(bytes: Buffer, name: string, work: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "order-documents-"));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return work(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What exiftool reads in a file, every group, as JSON. */
const exif = (bytes: Buffer, name: string) =>
  withFile(
    bytes,
    name,
    (file) => JSON.parse(execFileSync("exiftool", ["-j", "-a", "-G1", file]).toString())[0],
  );

test("a PDF is kept without its authors, producer or XMP (any revision of them); a photo without its GPS or camera", async () => {
  const desk = await quotationDesk({ publisher: instantPublisher });
  const order = await anOrder(desk);
  const pdf = await pdfWithAuthors();
  expect(exif(pdf, "in.pdf")).toMatchObject({
    "PDF:Author": "Anand Kulkarni",
    "XMP-dc:Creator": "Anand Kulkarni",
  });
  expect(pdf.includes("Priya Deshmukh")).toBe(true);

  const uploaded = await upload(desk, order.id, { bytes: pdf, type: "application/pdf", name: "COA 118.pdf" });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expect(uploaded.json()).toMatchObject({
    kind: "certificate-of-analysis",
    fileName: "COA 118.pdf",
    mediaType: "application/pdf",
    shared: false,
  });
  const kept = await desk.app.inject({
    url: `/api/desk/orders/${order.id}/documents/${uploaded.json().id}`,
    headers: { cookie: desk.cookie },
  });
  expect(kept.headers["content-type"]).toBe("application/pdf");
  const tags = exif(kept.rawPayload, "kept.pdf");
  for (const tag of Object.keys(tags))
    expect(tag, `${tag} left in the PDF`).not.toMatch(/^(PDF:(Author|Producer|Creator)|XMP)/);
  // Written without object streams, so a name left anywhere, an older revision included, would be found here.
  for (const left of ["Priya Deshmukh", "Anand Kulkarni", "ScanSoft", "Nashik Labs", "pdf-lib"])
    expect(kept.rawPayload.includes(left), left).toBe(false);
  expect(execFileSync("pdftotext", ["-", "-"], { input: kept.rawPayload }).toString()).toContain(
    "moisture 6.2%",
  );

  const photo = await photoWithGps();
  expect(exif(photo, "in.jpg")).toHaveProperty("GPS:GPSLatitude");
  const shot = await upload(
    desk,
    order.id,
    { bytes: photo, type: "image/jpeg", name: "phyto.jpg" },
    "kind=phytosanitary-certificate",
  );
  expect(shot.statusCode, shot.body).toBe(201);
  expect(shot.json().mediaType).toBe("image/jpeg");
  const keptPhoto = await desk.app.inject({
    url: `/api/desk/orders/${order.id}/documents/${shot.json().id}`,
    headers: { cookie: desk.cookie },
  });
  const photoTags = exif(keptPhoto.rawPayload, "kept.jpg");
  expect(photoTags["File:ImageWidth"]).toBe(1200);
  expect(Object.keys(photoTags).filter((tag) => /^(GPS|IFD0|ExifIFD|XMP)/.test(tag))).toEqual([]);

  const { documents, usedBytes } = await listed(desk, order.id);
  expect(documents.map((d) => d.kind)).toEqual(["certificate-of-analysis", "phytosanitary-certificate"]);
  expect(usedBytes).toBe(kept.rawPayload.length + keptPhoto.rawPayload.length);
  // One document per kind: another is a 'Replace'.
  const again = await upload(desk, order.id, { bytes: pdf, type: "application/pdf", name: "COA.pdf" });
  expect(again.statusCode).toBe(409);
});

const html = Buffer.from("<!doctype html><script>fetch('/api/desk/export.csv')</script><p>Certificate</p>");
// A zip's local file header: PK\3\4, then a stored file.
const zip = Buffer.concat([
  Buffer.from("PK\x03\x04\x14\x00\x00\x00\x00\x00", "latin1"),
  Buffer.alloc(200, 1),
]);

test.each([
  [
    "an HTML page named .pdf",
    { bytes: html, type: "application/pdf", name: "certificate.pdf" },
    415,
    "neither a PDF",
  ],
  ["a zip", { bytes: zip, type: "application/zip", name: "documents.zip" }, 415, "neither a PDF"],
  [
    "a PDF cut short",
    { bytes: Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"), type: "application/pdf", name: "coa.pdf" },
    422,
    "could not be read",
  ],
  [
    "an SVG",
    {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      type: "image/svg+xml",
      name: "c.svg",
    },
    415,
    "SVG",
  ],
  [
    "an iPhone's HEIC",
    {
      bytes: Buffer.concat([Buffer.from("\0\0\0\x18ftypheic", "latin1"), Buffer.alloc(400)]),
      type: "image/heic",
      name: "IMG_0042.HEIC",
    },
    415,
    "HEIC",
  ],
  [
    "a JPEG named .pdf",
    {
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400)]),
      type: "application/pdf",
      name: "scan.pdf",
    },
    415,
    "sent as a PDF",
  ],
  [
    // Arrays nested past any stack: a parser or a walk that recursed without a limit would answer 500.
    "a PDF with arrays nested 200,000 deep",
    {
      bytes: Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Deep ${"[".repeat(200_000)}${"]".repeat(200_000)} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
      ),
      type: "application/pdf",
      name: "deep.pdf",
    },
    422,
    "could not be read",
  ],
  [
    "a file over 15 MB",
    {
      bytes: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(15 * 1024 * 1024)]),
      type: "application/pdf",
      name: "scan.pdf",
    },
    413,
    "larger than 15 MB",
  ],
])("%s is refused with a sentence, and nothing is kept", async (_what, file, status, says) => {
  const desk = await quotationDesk({ publisher: instantPublisher });
  const order = await anOrder(desk);
  const refused = await upload(desk, order.id, file);
  expect(refused.statusCode, refused.body).toBe(status);
  expect(refused.json().message).toContain(says);
  expect(await listed(desk, order.id)).toMatchObject({ documents: [], usedBytes: 0 });
});

test("an order's cap: the upload that would pass it is refused with the limit, nothing kept; a replacement counts once", async () => {
  const pdf = await pdfWithAuthors();
  const probe = await quotationDesk({ publisher: instantPublisher });
  const probeOrder = await anOrder(probe);
  const size = (
    await upload(probe, probeOrder.id, { bytes: pdf, type: "application/pdf", name: "a.pdf" })
  ).json().size as number;

  const desk = await quotationDesk({
    publisher: instantPublisher,
    documentCaps: { fileBytes: 15 * 1024 * 1024, orderBytes: 2 * size + 10 },
  });
  const order = await anOrder(desk);
  for (const kind of ["certificate-of-analysis", "certificate-of-origin"])
    expect(
      (await upload(desk, order.id, { bytes: pdf, type: "application/pdf", name: "c.pdf" }, `kind=${kind}`))
        .statusCode,
    ).toBe(201);
  const third = await upload(
    desk,
    order.id,
    { bytes: pdf, type: "application/pdf", name: "c.pdf" },
    "kind=other&name=Packing%20declaration",
  );
  expect(third.statusCode).toBe(413);
  expect(third.json().message).toMatch(/more than 0 MB, the most an order keeps/);
  const { documents, usedBytes } = await listed(desk, order.id);
  expect(documents).toHaveLength(2);
  expect(usedBytes).toBe(2 * size);
  const replaced = await desk.app.inject({
    method: "PUT",
    url: `/api/desk/orders/${order.id}/documents/${documents[0]?.id}`,
    headers: {
      ...siteHeaders,
      cookie: desk.cookie,
      "content-type": "application/pdf",
      "x-file-name": "c2.pdf",
    },
    payload: pdf,
  });
  expect(replaced.statusCode, replaced.body).toBe(200);
  expect(replaced.json().fileName).toBe("c2.pdf");
});

test("shared, a document is on the buyer's page with 'Download' (its bytes, an attachment); unshared, another order's or guessed, 404", async () => {
  const desk = await quotationDesk({ publisher: instantPublisher });
  const order = await anOrder(desk, "ar");
  const other = await anOrder(desk);
  const pdf = await pdfWithAuthors();
  const made = (
    await upload(
      desk,
      order.id,
      { bytes: pdf, type: "application/pdf", name: "x.pdf" },
      "kind=bill-of-lading",
    )
  ).json();
  const own = await upload(
    desk,
    order.id,
    { bytes: pdf, type: "application/pdf", name: "y.pdf" },
    `kind=other&name=${encodeURIComponent('Weight note "final"\r\nX: 1')}`,
  );
  expect(own.statusCode, own.body).toBe(400);
  // A name of her own is text wherever it shows: on the buyer's page, escaped.
  const named = (
    await upload(
      desk,
      order.id,
      { bytes: pdf, type: "application/pdf", name: "w.pdf" },
      `kind=other&name=${encodeURIComponent("<img src=x onerror=alert(1)> note")}`,
    )
  ).json();
  await desk.call("PATCH", `/api/desk/orders/${order.id}/documents/${named.id}`, { shared: true });
  const download = `${order.path}/documents/${made.id}`;
  const buyer = (url: string) => desk.app.inject({ url });

  expect((await buyer(download)).statusCode).toBe(404);
  expect((await buyer(order.path)).body).not.toContain(made.id);

  const share = (shared: boolean) =>
    desk.call("PATCH", `/api/desk/orders/${order.id}/documents/${made.id}`, { shared });
  expect((await share(true)).json()).toMatchObject({ shared: true });
  const page = await buyer(order.path);
  expect(page.body).toContain("بوليصة الشحن");
  expect(page.body).toContain(`href="${download}"`);
  expect(page.body).toContain(">تنزيل</a>");
  expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt; note");
  expect(page.body).not.toContain("<img src=x");

  const got = await buyer(download);
  expect(got.statusCode).toBe(200);
  expect(got.headers).toMatchObject({
    "content-type": "application/pdf",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  expect(got.headers["content-disposition"]).toBe(
    `attachment; filename="______ _____ ${order.name}.pdf"; filename*=UTF-8''${encodeURIComponent(`بوليصة الشحن ${order.name}`)}.pdf`,
  );
  const kept = await desk.app.inject({
    url: `/api/desk/orders/${order.id}/documents/${made.id}`,
    headers: { cookie: desk.cookie },
  });
  expect(got.rawPayload.equals(kept.rawPayload)).toBe(true);

  // Another order's token with this document's id, a guessed id, a malformed one: the NotFound page.
  expect((await buyer(`${other.path}/documents/${made.id}`)).statusCode).toBe(404);
  expect((await buyer(`${order.path}/documents/${"0".repeat(32)}`)).statusCode).toBe(404);
  expect((await buyer(`${order.path}/documents/..%2F..%2Fetc`)).statusCode).toBe(404);

  expect((await share(false)).json()).toMatchObject({ shared: false });
  expect((await buyer(download)).statusCode).toBe(404);
  expect((await buyer(order.path)).body).not.toContain(made.id);

  const deleted = await desk.app.inject({
    method: "DELETE",
    url: `/api/desk/orders/${order.id}/documents/${made.id}`,
    headers: { ...siteHeaders, cookie: desk.cookie },
  });
  expect(deleted.statusCode).toBe(204);
  expect((await listed(desk, order.id)).documents.map((d) => d.id)).toEqual([named.id]);

  // Each change is in the enquiry's history, as the order's milestones are; the other order's enquiry has none.
  const historyOf = async (enquiryId: string) =>
    ((await desk.call("GET", `/api/desk/enquiries/${enquiryId}`)).json().history as { detail: string }[]).map(
      (h) => h.detail,
    );
  const lines = (await historyOf(order.enquiryId)).filter((line) => line.startsWith(`Order ${order.name}: `));
  expect(lines).toEqual(
    expect.arrayContaining(
      [
        "Bill of lading uploaded",
        "<img src=x onerror=alert(1)> note uploaded",
        "<img src=x onerror=alert(1)> note shared with the buyer",
        "Bill of lading shared with the buyer",
        "Bill of lading no longer shared",
        "Bill of lading deleted",
      ].map((what) => `Order ${order.name}: ${what}`),
    ),
  );
  expect(lines).toHaveLength(6);
  expect((await historyOf(other.enquiryId)).some((line) => line.includes("uploaded"))).toBe(false);
});

test.each([
  ['Weight note "final".pdf', "application/pdf", 'attachment; filename="Weight note final.pdf"'],
  ["../../etc/passwd", "application/pdf", 'attachment; filename="passwd.pdf"'],
  ["a\r\nSet-Cookie: x=1;.jpg", "image/jpeg", 'attachment; filename="a Set-Cookie x 1.jpg"'],
  ["...", "application/pdf", 'attachment; filename="document.pdf"'],
] as const)("the file name %j is sent as a safe attachment", (name, type, starts) => {
  const header = attachmentDisposition(name, type);
  expect(header.startsWith(`${starts}; filename*=UTF-8''`)).toBe(true);
  expect(header).not.toMatch(/[\r\n\\/]/);
});
