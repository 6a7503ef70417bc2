// The photo room through the app (inject), with real sharp, a real SQLite file, the real photo folder, and
// Debian's exiftool to write a camera's metadata into a test photo and to look for any left in what is served.
import { execFileSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Readable } from "node:stream";
import sharp from "sharp";
import { expect, test } from "vitest";
import { siteApi } from "#domain/desk/site-contract.ts";
import { photoFileNames, photoUpload, photoUrl } from "#domain/site-content/photos.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { photoJpeg, photoLike } from "#tests/support/photos.ts";
import { siteDesk } from "#tests/support/site-desk.ts";
import { eventually, signIn, siteHeaders, tempDir } from "#tests/support/test-helper.ts";
import { databaseFileName } from "../database/database.ts";
import { photoFolder } from "./photos.ts";

type App = Awaited<ReturnType<typeof siteDesk>>["app"];

async function owner() {
  const desk = await siteDesk();
  const { cookie } = await signIn(desk.app, "priya@example.com");
  const upload = (
    bytes: Buffer | Readable,
    type: string,
    name: string,
    headers: Record<string, string> = {},
  ) =>
    desk.app.inject({
      method: "POST",
      url: siteApi.photos,
      headers: {
        ...siteHeaders,
        cookie,
        "content-type": type,
        "x-file-name": encodeURIComponent(name),
        ...headers,
      },
      payload: bytes,
    });
  return { ...desk, cookie, upload };
}

const folderOf = (app: App) => path.join(app.dataDir, photoFolder);
const filesIn = (app: App) => {
  try {
    return readdirSync(folderOf(app)).sort();
  } catch {
    return [];
  }
};
function photoRows(app: App): { id: string; width: number; height: number }[] {
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName), { readOnly: true });
  try {
    return db.prepare("SELECT id, width, height FROM photos ORDER BY id").all() as never;
  } finally {
    db.close();
  }
}

/** A phone's photo: 1200 × 800 stored sideways with orientation 6, carrying GPS, EXIF and XMP. */
async function cameraJpeg(): Promise<Buffer> {
  const dir = await tempDir();
  const file = path.join(dir, "IMG_0042.jpg");
  writeFileSync(file, await photoJpeg(1200, 800));
  execFileSync("exiftool", [
    "-q",
    "-overwrite_original",
    "-Orientation#=6",
    "-GPSLatitude=19.9975",
    "-GPSLatitudeRef=N",
    "-GPSLongitude=73.7898",
    "-GPSLongitudeRef=E",
    "-Make=FarmPhone",
    "-Model=FP 12",
    "-DateTimeOriginal=2026:11:20 07:15:00",
    "-Artist=Priya",
    "-XMP-dc:Description=Onion field at Nashik",
    "-XMP-dc:Creator=Priya",
    file,
  ]);
  const written = exiftoolJson([file])[0] ?? {};
  // The test photo really carries what the served files must not.
  expect(written).toMatchObject({ "EXIF:Make": "FarmPhone", "XMP:Description": "Onion field at Nashik" });
  expect(Object.keys(written).some((key) => key.includes("GPSLatitude"))).toBe(true);
  return Buffer.from(execFileSync("cat", [file]));
}

function exiftoolJson(files: string[]): Record<string, unknown>[] {
  return JSON.parse(execFileSync("exiftool", ["-j", "-G0", "-a", "-n", ...files], { encoding: "utf8" }));
}

/** Metadata of any kind a camera or an editor writes (File, JFIF, Composite and the container's are format facts). */
const metadataGroup = /^(EXIF|XMP|IPTC|ICC_Profile|MakerNotes|Photoshop|APP\d+|FlashPix|GPS)/;

test("an uploaded camera photo is served upright, in every width, format and crop, with no metadata left", async () => {
  const { app, upload } = await owner();
  const camera = await cameraJpeg();
  const answer = await upload(camera, "image/jpeg", "IMG_0042.jpg");
  expect(answer.statusCode).toBe(201);
  const photo = answer.json();
  // Upright: the sideways 1200 × 800 is 800 × 1200.
  expect(photo).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), width: 800, height: 1200 });
  expect(photoRows(app)).toEqual([photo]);
  const names = photoFileNames(photo.id, photo.width);
  expect(filesIn(app)).toEqual([...names].sort());
  expect(names).toContain(`${photo.id}-640.avif`);
  expect(names).not.toContain(`${photo.id}-960.jpg`);

  const served = await tempDir();
  for (const name of names) {
    const response = await app.inject({ url: `/photos/${name}` });
    expect(response.statusCode, name).toBe(200);
    expect(response.headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
    const ext = name.split(".").at(-1);
    expect(response.headers["content-type"], name).toBe(
      { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[ext ?? ""],
    );
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format, name).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[ext ?? ""]);
    expect(meta.exif, name).toBeUndefined();
    expect(meta.xmp, name).toBeUndefined();
    expect(meta.icc, name).toBeUndefined();
    expect(meta.iptc, name).toBeUndefined();
    expect(meta.orientation, name).toBeUndefined();
    const width = /-(\d+)\./.exec(name)?.[1];
    // A width's file keeps the upright proportions (2:3).
    if (width) expect([meta.width, meta.height], name).toEqual([Number(width), Number(width) * 1.5]);
    writeFileSync(path.join(served, name), response.rawPayload);
  }
  const og = await sharp((await app.inject({ url: `/photos/${photo.id}-og.jpg` })).rawPayload).metadata();
  expect([og.width, og.height]).toEqual([1200, 630]);

  for (const tags of exiftoolJson(names.map((name) => path.join(served, name)))) {
    const left = Object.keys(tags).filter(
      (key) => metadataGroup.test(key) || /GPS|Make|Model|Artist/.test(key),
    );
    expect(left, String(tags.SourceFile)).toEqual([]);
  }
  // Nor is the kept master the camera's bytes.
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName), { readOnly: true });
  const { master } = db.prepare("SELECT master FROM photos").get() as { master: Uint8Array };
  db.close();
  const kept = await sharp(Buffer.from(master)).metadata();
  expect([kept.width, kept.height, kept.exif, kept.xmp, kept.orientation]).toEqual([
    800,
    1200,
    undefined,
    undefined,
    undefined,
  ]);
});

test("a wide-gamut photo's colours are converted to sRGB by its ICC profile, and the profile is not kept", async () => {
  const { app, upload } = await owner();
  // sRGB (200, 100, 50) written as Display P3: the file's own numbers are P3's (about 187, 106, 63).
  const p3 = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 100, b: 50 } },
  })
    .withIccProfile("p3")
    .jpeg({ quality: 95 })
    .toBuffer();
  const own = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
  expect(Math.abs((own[0] ?? 0) - 200)).toBeGreaterThan(8);
  const photo = (await upload(p3, "image/jpeg", "p3.jpg")).json();
  const served = (await app.inject({ url: photoUrl(photo.id, 320, "jpeg") })).rawPayload;
  expect((await sharp(served).metadata()).icc).toBeUndefined();
  const [r = 0, g = 0, b = 0] = await sharp(served, { ignoreIcc: true }).raw().toBuffer();
  expect(
    [Math.abs(r - 200), Math.abs(g - 100), Math.abs(b - 50)].every((d) => d <= 4),
    `${r} ${g} ${b}`,
  ).toBe(true);
});

const refusals: [string, () => Promise<Buffer>, string, string, number, RegExp][] = [
  [
    "a HEIC photo",
    async () =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]),
    "image/heic",
    "IMG_0042.HEIC",
    415,
    /^This photo is in HEIC format, which browsers cannot show\. Save the photo as JPEG and try again\.$/,
  ],
  [
    "an SVG",
    async () =>
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>'),
    "image/svg+xml",
    "logo.svg",
    415,
    /SVG drawing, not a photo.*Upload a photo as JPEG, PNG or WebP\.$/,
  ],
  [
    "an SVG labelled as a JPEG",
    async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"></svg>'),
    "image/jpeg",
    "onions.jpg",
    415,
    /SVG drawing/,
  ],
  [
    "a PDF",
    async () => Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"),
    "application/pdf",
    "sheet.pdf",
    415,
    /PDF document/,
  ],
  [
    "text",
    async () => Buffer.from("just some words"),
    "image/jpeg",
    "notes.jpg",
    415,
    /not a photo the site can read/,
  ],
  [
    "a PNG labelled as a JPEG",
    () => photoLike(400, 400).png().toBuffer(),
    "image/jpeg",
    "onions.jpg",
    415,
    /content is a PNG image.*JPEG and try again\.$/,
  ],
  [
    "a JPEG named .png",
    () => photoJpeg(400, 400),
    "image/jpeg",
    "onions.png",
    415,
    /content is a JPEG image but its name says PNG/,
  ],
  [
    "a decompression bomb (a small PNG of 10000 × 10000)",
    () =>
      sharp({ create: { width: 10000, height: 10000, channels: 3, background: "#808080" } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    "image/png",
    "bomb.png",
    422,
    /100 megapixels \(10000 × 10000\); the most the site takes is 50\. Save a smaller copy/,
  ],
  [
    "a photo too small",
    () => photoJpeg(640, 300),
    "image/jpeg",
    "thumb.jpg",
    422,
    /640 × 300 px: too small to look sharp\. Upload one at least 320 px on each side\.$/,
  ],
  [
    "a JPEG cut short",
    async () => (await photoJpeg(800, 600)).subarray(0, 4000),
    "image/jpeg",
    "cut.jpg",
    422,
    /could not be read.*Save the photo again as JPEG and try again\.$/,
  ],
];

test.each(refusals)(
  "%s is refused with a sentence that says why and what to do, and nothing is stored",
  async (_kind, make, type, name, status, message) => {
    const { app, upload } = await owner();
    const bytes = await make();
    const answer = await upload(bytes, type, name);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ message: expect.stringMatching(message) });
    expect(photoRows(app)).toEqual([]);
    expect(filesIn(app)).toEqual([]);
  },
  30_000,
);

test("a sliver of 320 × 150000 px is refused with the limit, nothing stored, and the photo sent after it is taken at once", async () => {
  const { app, upload } = await owner();
  const sliver = await sharp({ create: { width: 320, height: 150_000, channels: 3, background: "#b4483c" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const [refused, next] = await Promise.all([
    upload(sliver, "image/png", "long.png"),
    upload(await photoLike(640, 480).webp().toBuffer(), "image/webp", "onions.webp"),
  ]);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({
    message:
      "This photo is 320 × 150000 px: 469 times taller than it is wide; the most the site takes is 10 times. Crop it closer to what it shows and try again.",
  });
  expect(next.statusCode).toBe(201);
  expect(photoRows(app)).toEqual([{ id: next.json().id, width: 640, height: 480 }]);
  // Wider than tall, just past the limit: refused too, in its own words.
  const wide = await upload(await photoJpeg(3300, 320), "image/jpeg", "wide.jpg");
  expect(wide.json().message).toMatch(/^This photo is 3300 × 320 px: 10\.3 times wider than it is tall;/);
  expect(photoRows(app)).toHaveLength(1);
});

test("a body over 25 MB is refused (413) from its Content-Length before it is read, and while streaming without one", async () => {
  const { app, upload } = await owner();
  const tooLarge = /^This photo is larger than 25 MB\. Save a smaller copy of it .* and try again\.$/;
  // Declared too large: the few bytes sent are never waited for.
  const declared = await upload(Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg", "big.jpg", {
    "content-length": String(photoUpload.maxBytes + 1),
  });
  expect(declared.statusCode).toBe(413);
  expect(declared.json()).toEqual({ message: expect.stringMatching(tooLarge) });
  // Sent in chunks, with no length: refused once the bytes pass the limit.
  let sent = 0;
  const chunk = Buffer.alloc(1024 * 1024, 0xaa);
  const endless = new Readable({
    read() {
      sent += chunk.length;
      this.push(sent > 40 * 1024 * 1024 ? null : chunk);
    },
  });
  const streamed = await upload(endless as never, "image/jpeg", "big.jpg");
  expect(streamed.statusCode).toBe(413);
  expect(streamed.json()).toEqual({ message: expect.stringMatching(tooLarge) });
  expect(photoRows(app)).toEqual([]);
  expect(filesIn(app)).toEqual([]);
});

test("only a signed-in owner uploads, from the desk's own origin", async () => {
  const { app, cookie } = await owner();
  const bytes = await photoJpeg(400, 400);
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: siteApi.photos,
      headers: { "content-type": "image/jpeg", ...headers },
      payload: bytes,
    });
  const anonymous = await post(siteHeaders);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ message: "Please sign in." });
  const foreign = await post({ host: siteHeaders.host, origin: "https://evil.example", cookie });
  expect(foreign.statusCode).toBe(403);
  expect(photoRows(app)).toEqual([]);
  expect(filesIn(app)).toEqual([]);
});

test("only a stored photo's own file names are served; anything else under /photos/ is 404", async () => {
  const { app, upload } = await owner();
  const photo = (await upload(await photoJpeg(700, 500), "image/jpeg", "a.jpg")).json();
  expect((await app.inject({ url: photoUrl(photo.id, 640, "webp") })).statusCode).toBe(200);
  expect((await app.inject({ method: "HEAD", url: photoUrl(photo.id, 480, "avif") })).statusCode).toBe(200);
  for (const url of [
    photoUrl(photo.id, 960, "jpeg"), // wider than the photo
    photoUrl("0".repeat(32), 320, "jpeg"), // no such photo
    `/photos/${photo.id}-320.png`,
    "/photos/",
    "/photos/../enquiries.db",
    `/photos/.${photo.id}-320.jpg.tmp`,
  ]) {
    expect((await app.inject({ url })).statusCode, url).toBe(404);
  }
});

/** The seeded content with these photos on the first product, described in English unless told. */
async function draftWith(
  desk: Awaited<ReturnType<typeof owner>>,
  photos: SiteContent["home"]["heroPhoto"][],
) {
  const draft = (await desk.priya("GET", siteApi.draft)).json();
  const content: SiteContent = draft.content;
  const [onions] = content.products;
  if (!onions) throw new Error("seeded");
  onions.photos = photos.filter((p) => p !== undefined);
  return { content, revision: draft.revision as number };
}

test("a draft refuses a photo that was not uploaded, and takes the store's size over the client's", async () => {
  const desk = await owner();
  const photo = (await desk.upload(await photoJpeg(900, 600), "image/jpeg", "a.jpg")).json();
  const unknown = { id: "f".repeat(32), width: 900, height: 600, alt: { en: "Onions" } };
  const refused = await draftWith(desk, [{ ...photo, alt: { en: "Onions" } }, unknown]);
  const answer = await desk.priya("PUT", siteApi.saveDraft, refused);
  expect(answer.statusCode).toBe(400);
  expect(answer.json().fields).toEqual({
    "products.0.photos.1.id": "This photo was not uploaded here. Upload the photo again.",
  });

  const lying = await draftWith(desk, [{ id: photo.id, width: 5, height: 5, alt: { en: "" } }]);
  expect((await desk.priya("PUT", siteApi.saveDraft, lying)).statusCode).toBe(200);
  const saved = (await desk.priya("GET", siteApi.draft)).json();
  expect(saved.content.products[0].photos).toEqual([
    { id: photo.id, width: 900, height: 600, alt: { en: "" } },
  ]);

  // Publishing asks for the English alt text.
  const publish = await desk.priya("POST", siteApi.publish, { revision: saved.revision });
  expect(publish.statusCode).toBe(400);
  expect(publish.json().fields).toEqual({
    "products.0.photos.0.alt.en": "Write the photo's 'Alt text' in English before publishing.",
  });
});

test("a publish makes a photo's missing files again from its master; a restore brings a removed photo's files back", async () => {
  const desk = await owner();
  const { app, upload, publish } = desk;
  const photo = (await upload(await photoJpeg(700, 500), "image/jpeg", "a.jpg")).json();
  const described = { ...photo, alt: { en: "Red onions in sacks" } };
  const withPhoto = await draftWith(desk, [described]);
  const names = photoFileNames(photo.id, photo.width);
  // A database restored on a new machine: the folder lost some files.
  for (const name of names.slice(0, 5)) rmSync(path.join(folderOf(app), name));
  await publish(withPhoto.content);
  expect(filesIn(app)).toEqual([...names].sort());
  const withPhotoVersion = (await desk.priya("GET", siteApi.publishing)).json().version;

  // Removed from the draft and published without it: kept while a kept version uses it.
  await publish((await draftWith(desk, [])).content);
  expect(photoRows(app).map((p) => p.id)).toEqual([photo.id]);
  rmSync(folderOf(app), { recursive: true });
  const restore = await desk.priya("POST", siteApi.restore(withPhotoVersion), {
    revision: (await desk.priya("GET", siteApi.draft)).json().revision,
  });
  expect(restore.statusCode).toBe(202);
  await eventually(() => desk.publishes.length === 3);
  expect(filesIn(app)).toEqual([...names].sort());
  desk.publishes.at(-1)?.end();
  await eventually(async () => (await desk.priya("GET", siteApi.publishing)).json().state === "published");
  expect((await desk.priya("GET", siteApi.draft)).json().content.products[0].photos).toEqual([described]);
});

test("the sweep keeps what the draft, a kept version or a fresh upload uses, and removes the rest", async () => {
  const desk = await owner();
  const { app, clock, publishes } = desk;
  // Sessions end while the clock moves on by months: each step signs in again.
  const signedIn = async () => {
    const { cookie } = await signIn(app, "priya@example.com");
    const as = (method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { ...siteHeaders, cookie, ...(payload ? { "content-type": "application/json" } : {}) },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      });
    const upload = async (seed: number) => {
      const answer = await app.inject({
        method: "POST",
        url: siteApi.photos,
        headers: { ...siteHeaders, cookie, "content-type": "image/jpeg" },
        payload: await photoLike(500, 400, seed).jpeg().toBuffer(),
      });
      expect(answer.statusCode).toBe(201);
      return answer.json() as { id: string; width: number; height: number };
    };
    const save = async (photos: { id: string; width: number; height: number }[]) => {
      const draft = (await as("GET", siteApi.draft)).json();
      draft.content.products[0].photos = photos.map((p) => ({ ...p, alt: { en: `Photo ${p.id}` } }));
      const saved = await as("PUT", siteApi.saveDraft, { revision: draft.revision, content: draft.content });
      expect(saved.statusCode, saved.body).toBe(200);
      return draft.revision + 1;
    };
    const publish = async (photos: { id: string; width: number; height: number }[]) => {
      const revision = await save(photos);
      const before = publishes.length;
      expect((await as("POST", siteApi.publish, { revision })).statusCode).toBe(202);
      await eventually(() => publishes.length > before);
      publishes.at(-1)?.end();
      await eventually(async () => (await as("GET", siteApi.publishing)).json().state === "published");
    };
    return { as, upload, save, publish };
  };
  let owner1 = await signedIn();
  const [old, unused] = [await owner1.upload(1), await owner1.upload(5)];
  await owner1.publish([old]);
  writeFileSync(path.join(folderOf(app), "stray.txt"), "x");
  // 181 days on, 30 more versions: the one with `old` is neither among the newest 30 nor of the last 180 days.
  clock.advance(181 * 86_400_000);
  owner1 = await signedIn();
  const current = await owner1.upload(2);
  for (let i = 0; i < 30; i++) await owner1.publish([current]);
  const draft = await owner1.upload(3);
  await owner1.save([draft]);
  // Uploaded a minute before the publish, not yet in the draft: the owner is still describing it.
  const fresh = await owner1.upload(4);
  clock.advance(60_000);
  // One more publish of the draft (with `draft`, and `current` still in the 29 kept before it) runs the sweep.
  await owner1.publish([draft]);
  const rows = () =>
    photoRows(app)
      .map((p) => p.id)
      .sort();
  const expected = [current.id, draft.id, fresh.id].sort();
  await eventually(() => rows().join() === expected.join());
  // The seed's and `old`'s versions are gone; the 31 of the last 180 days are all kept.
  const history: { version: number }[] = (await owner1.as("GET", siteApi.history)).json();
  expect(history.map((v) => v.version)).toEqual(Array.from({ length: 31 }, (_, i) => 33 - i));
  const ids = new Set(filesIn(app).map((name) => name.slice(0, 32)));
  expect([...ids].sort()).toEqual(expected);
  expect(filesIn(app)).not.toContain("stray.txt");
  expect(expected).not.toContain(unused.id);
  expect(expected).not.toContain(old.id);
}, 120_000);
