// `npm run bench:images`: a 12-megapixel photo (made here: gradients and noise, so it compresses like a
// camera's JPEG) uploaded through the real route of the app listening on loopback, over a fresh data folder.
// Prints the time to ready (the 201 comes once every served file is written: what the desk's preview needs),
// each served file's bytes, and the disk a photo takes (its master in SQLite and its files). Runs it
// BENCH_RUNS times (default 3, each a different photo) and prints the median; exits non-zero when an upload
// fails or the median passes 5 s, the bound on this 2-core machine. Then the photo limits' two cases: a
// sliver of 320 × 150000 px (refused by its shape) and the largest photo taken, 50 megapixels, whose time is
// what the processor's time limit (server/photos/processor.ts) must leave room for.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { photoFileNames } from "#domain/site-content/photos.ts";
import { buildApp } from "#server/app.ts";
import { databaseFileName } from "#server/database/database.ts";
import { photoFolder } from "#server/photos/photos.ts";
import { photoTimeLimitMs } from "#server/photos/processor.ts";
import { loadConfig } from "#server/platform/config.ts";
import { photoJpeg } from "#tests/support/photos.ts";
import { signedInOwner, uploadPhoto } from "./photo-uploads.ts";

/** CPU ms used so far by this process and its children (the photo processor), from /proc. */
const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
function cpuMs(): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
        .replace(/^.*\) /s, "")
        .split(" ");
      if (Number(entry) === process.pid || Number(stat[1]) === process.pid)
        ticks += Number(stat[11]) + Number(stat[12]);
    } catch {
      // A process that ended while we looked.
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
const readyBoundMs = 5_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-images-"));
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "0", ACKNOWLEDGE: "off", PORT: "0" }),
  siteRoot: path.join(dataDir, "no-site"),
});
const failures: string[] = [];
try {
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const cookie = await signedInOwner(address, dataDir);
  console.log(`bench:images on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`);
  const times: number[] = [];
  // CPU time of this process and the photo processor's: what a photo costs whatever else runs on the host.
  const cpuTimes: number[] = [];
  let last: { id: string; inputBytes: number } | undefined;
  for (let run = 0; run < runs; run++) {
    const input = await photoJpeg(4000, 3000, 1000 + run);
    const cpu = cpuMs();
    const uploaded = await uploadPhoto(address, cookie, input, `IMG_${run}.jpg`);
    if (uploaded.status !== 201 || !uploaded.body.id) {
      failures.push(`upload ${run}: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
      continue;
    }
    times.push(uploaded.ms);
    cpuTimes.push(cpuMs() - cpu);
    last = { id: uploaded.body.id, inputBytes: input.length };
    console.log(
      `  run ${run + 1}: 12 MP JPEG of ${(input.length / 1e6).toFixed(2)} MB ready in ${Math.round(uploaded.ms)} ms (CPU ${Math.round(cpuTimes.at(-1) ?? 0)} ms)`,
    );
  }
  if (last) {
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const dir = path.join(dataDir, photoFolder);
    const names = photoFileNames(last.id, 4000);
    const sizes = new Map(names.map((name) => [name, statSync(path.join(dir, name)).size]));
    const db = new DatabaseSync(path.join(dataDir, databaseFileName), { readOnly: true });
    const { master } = db
      .prepare("SELECT length(master) AS master FROM photos WHERE id = ?")
      .get(last.id) as {
      master: number;
    };
    db.close();
    const filesTotal = [...sizes.values()].reduce((a, b) => a + b, 0);
    console.log(`\nEach served file of the last photo (bytes; its input was ${last.inputBytes} bytes):`);
    const widths = [...new Set(names.map((name) => name.slice(33).split(".")[0]))];
    console.log(`${"file".padEnd(8)}${["avif", "webp", "jpg"].map((f) => f.padStart(10)).join("")}`);
    for (const what of widths) {
      const cells = ["avif", "webp", "jpg"].map((ext) => sizes.get(`${last?.id}-${what}.${ext}`));
      console.log(
        `${String(what).padEnd(8)}${cells.map((c) => (c === undefined ? "" : String(c)).padStart(10)).join("")}`,
      );
    }
    console.log(
      `\nTime to ready: median ${Math.round(median)} ms of ${times.length} (bound ${readyBoundMs} ms); CPU per photo: median ${Math.round(cpuTimes.sort((a, b) => a - b)[Math.floor(cpuTimes.length / 2)] ?? 0)} ms.` +
        `\nDisk per photo: master ${(master / 1e6).toFixed(2)} MB in SQLite + ${names.length} files ${(filesTotal / 1e3).toFixed(0)} KB = ${((master + filesTotal) / 1e6).toFixed(2)} MB.` +
        `\nFolder: ${readdirSync(dir).length} files for ${times.length} photos.`,
    );
    if (median > readyBoundMs)
      failures.push(`median time to ready ${Math.round(median)} ms > ${readyBoundMs} ms`);
  }

  const sliver = await sharp({ create: { width: 320, height: 150_000, channels: 3, background: "#b4483c" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const refused = await uploadPhoto(address, cookie, sliver, "long.png", "image/png");
  console.log(
    `\nA 320 × 150000 PNG of ${(sliver.length / 1e3).toFixed(0)} KB: ${refused.status} in ${Math.round(refused.ms)} ms.`,
  );
  if (refused.status !== 422) failures.push(`the sliver was answered ${refused.status}, not 422`);
  const largest = await photoJpeg(8160, 6120, 7);
  const cpu = cpuMs();
  const big = await uploadPhoto(address, cookie, largest, "IMG_50MP.jpg");
  console.log(
    `A 50 MP JPEG (8160 × 6120) of ${(largest.length / 1e6).toFixed(2)} MB: ${big.status} in ${Math.round(big.ms)} ms (CPU ${Math.round(cpuMs() - cpu)} ms; time limit ${photoTimeLimitMs / 1000} s a step).`,
  );
  if (big.status !== 201) failures.push(`the 50 MP photo: ${big.status} ${JSON.stringify(big.body)}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const failure of failures) console.error(`FAILED: ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
