// The photo processor's process: at a lower CPU priority than the server's, its refusals carried back as the
// sentences they are, and gone when the server closes it.
import { existsSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test } from "vitest";
import { parsePhotoFileName, photoFileNames } from "#domain/site-content/photos.ts";
import { photoJpeg } from "#tests/support/photos.ts";
import { eventually, tempDir } from "#tests/support/test-helper.ts";
import { HttpError } from "../platform/errors.ts";
import { createPhotoProcessor } from "./processor.ts";

/** A process's nice value, from /proc (field 19 of its stat line). */
const niceOf = (pid: number) =>
  Number(
    readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ")[16],
  );

test("photos are processed in a process of their own at nice 10, refusals come back as sentences, and close ends it", async () => {
  const processor = createPhotoProcessor();
  expect(processor.pid()).toBeUndefined();
  const master = await processor.clean(await photoJpeg(800, 600));
  expect([master.width, master.height, master.id]).toEqual([
    800,
    600,
    expect.stringMatching(/^[0-9a-f]{32}$/),
  ]);
  const pid = processor.pid();
  if (pid === undefined) throw new Error("the processor runs after its first photo");
  expect(niceOf(pid)).toBe(Math.min(19, niceOf(process.pid) + 10));

  const refused = await processor
    .clean((await photoJpeg(800, 600)).subarray(0, 3000))
    .catch((error) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({
    statusCode: 422,
    message: expect.stringMatching(/^This photo could not be read/),
  });

  await processor.close();
  expect(existsSync(`/proc/${pid}`)).toBe(false);
});

test("a photo past its time limit fails with a sentence; its process is killed and the photo behind it is made by a new one", async () => {
  const processor = createPhotoProcessor({ timeLimitMs: 2000 });
  // A master 9 px wide: each crop blows it up to hundreds of megapixels first, seconds of work apiece.
  const sliver = await sharp({ create: { width: 9, height: 4096, channels: 3, background: "#b4483c" } })
    .jpeg()
    .toBuffer();
  const crops = photoFileNames("0".repeat(32), 9).filter(
    (name) => "crop" in (parsePhotoFileName(name) ?? {}),
  );
  const dir = await tempDir();
  const stuck = processor.variants(sliver, crops, dir).catch((error: unknown) => error);
  const stuckPid = processor.pid();
  const behind = processor.clean(await photoJpeg(800, 600));

  const refused = await stuck;
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({
    statusCode: 422,
    message:
      "This photo took longer than 2 seconds to prepare, so it was stopped and not kept. Save a smaller copy of it (e.g. 4000 px wide, as JPEG) and try again.",
  });
  expect((await behind).width).toBe(800);
  expect(processor.pid()).not.toBe(stuckPid);
  await eventually(() => !existsSync(`/proc/${stuckPid}`));
  await processor.close();
}, 30_000);
