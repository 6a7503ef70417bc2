// The photo processor's process: at a lower CPU priority than the server's, its refusals carried back as the
// sentences they are, and gone when the server closes it.
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { photoJpeg } from "../../tests/support/photos.ts";
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
