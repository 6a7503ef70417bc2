// The publisher's rendering in a process of its own (renderer-process.ts), started for a publish or a preview
// and ended after it: each language's server build, the page pipeline and the spec sheets' threads take hundreds
// of MB that the server's process would keep for good (V8 gives a heap's pages back to the system seldom, a
// worker thread's not always), and a process returns whole when it ends. The server also never loads the
// site's builds, whose copies of the content's schemas would clash with its own in zod's global registry.
// The process writes the files it makes to a folder of its own, and its answers only name them: bytes that
// crossed the channel would be copied through the channel's buffers, which fragment the server's native memory
// and keep it for good, while a file read from disk is one allocation of its own size.
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Lang } from "#domain/i18n.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { FileBytes } from "../site/site-files.ts";
import type { SheetDrawer } from "./spec-sheets/sheet-worker.ts";

/** What the process is started with: the build's folder, and the function its threads draw the sheets with. */
export type RendererSetup = { buildDir: string; sheets: SheetDrawer };
/** The process's argument: its setup, and the folder it writes its files to (removed when it ends). */
export type RendererArgument = RendererSetup & { outDir: string };

/** A page or a sheet asked of the process, answered by its id. */
export type RendererWork = (
  | { kind: "page"; key: number; lang: Lang; path: string; file: string; publish?: Published }
  | { kind: "sheet"; key: number; productId: string; lang: Lang; publish?: Published }
) & { id: number };
export type RendererRequest =
  /** The content a rendering's pages and sheets are made with, sent once; `paths`: every page, in English. */
  | { kind: "content"; key: number; content: SiteContent; paths: string[] }
  | { kind: "forget"; key: number }
  | RendererWork;
/** A file's bytes and compressed copies; `unchanged`: its bytes are the served file's (Published.served). */
export type RenderedFile = FileBytes | { unchanged: true };
/** A file the process wrote (writtenAt), with the compressed copies it wrote beside it. */
export type WrittenFile = { written: true; br: boolean; gzip: boolean };
export type RendererAnswer =
  | { id: number; file: WrittenFile | { unchanged: true } }
  | { id: number; error: string };

/** Where the process writes the answer to request `id`: its bytes, and its compressed copies. */
export const writtenAt = (outDir: string, id: number) => {
  const body = path.join(outDir, String(id));
  return { body, br: `${body}.br`, gzip: `${body}.gz` };
};

/** For a publish: the served file's ETag (a file made again the same is not sent back), and compressed copies. */
export type Published = { served?: string };

/** The pages and sheets of one content (a publish's, or a preview's). */
export type Rendering = {
  /**
   * A page (its path with the language's prefix) through the build's page pipeline as `file`; rejects
   * unless it renders with status 200.
   */
  page(lang: Lang, path: string, file: string, publish?: Published): Promise<RenderedFile>;
  sheet(productId: string, lang: Lang, publish?: Published): Promise<RenderedFile>;
  /** Done with this content. `now`: the process ends as soon as nothing else renders (after a publish). */
  end(options?: { now?: boolean }): void;
};

export type Renderer = {
  open(content: SiteContent, paths: string[]): Rendering;
  /** Ends the process, failing what it was rendering (the server's shutdown). */
  close(): Promise<void>;
  /** The process id while it runs. */
  pid(): number | undefined;
};

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** One process, with what it was asked and has not answered, and how many renderings use it. */
type Running = {
  process: ChildProcess;
  outDir: string;
  waiting: Map<number, { resolve: (answer: RendererAnswer) => void; reject: (error: Error) => void }>;
  open: number;
  endWhenIdle: boolean;
  lingering?: NodeJS.Timeout;
};

/** How long the process waits for the next preview after the last (she previews page after page). */
const previewLingerMs = 30_000;

/** A file the process wrote, read and removed. */
async function readWritten(outDir: string, id: number, file: WrittenFile): Promise<FileBytes> {
  const at = writtenAt(outDir, id);
  const taken = async (name: string) => {
    const bytes = await readFile(name);
    await rm(name);
    return bytes;
  };
  const [body, br, gzip] = await Promise.all([
    taken(at.body),
    file.br ? taken(at.br) : undefined,
    file.gzip ? taken(at.gzip) : undefined,
  ]);
  return { body, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

const stopped = (how: string) => new Error(`The pages could not be rendered: the renderer stopped${how}.`);

export function createRenderer(setup: RendererSetup, lingerMs = previewLingerMs): Renderer {
  let current: Running | undefined;
  let nextId = 0;
  let nextKey = 0;

  function stop(run: Running): Promise<void> {
    if (current === run) current = undefined;
    clearTimeout(run.lingering);
    const { process: child } = run;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // Held until it has exited: an unreferenced child's exit would not keep a closing server waiting.
    child.ref();
    child.kill("SIGKILL");
    return exited;
  }

  /** Nothing open and nothing asked: the process ends now, or after the linger (for the next preview). */
  function idle(run: Running) {
    if (run.open > 0 || run.waiting.size > 0) return;
    if (run.endWhenIdle) return void stop(run);
    // A lingering process never keeps the server's process alive.
    run.process.unref();
    run.process.channel?.unref();
    clearTimeout(run.lingering);
    run.lingering = setTimeout(() => void stop(run), lingerMs).unref();
  }

  function start(): Running {
    const outDir = mkdtempSync(path.join(os.tmpdir(), "site-renderer-"));
    const argument: RendererArgument = { ...setup, outDir };
    const child = fork(new URL("./renderer-process.ts", import.meta.url), [JSON.stringify(argument)], {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const run: Running = { process: child, outDir, waiting: new Map(), open: 0, endWhenIdle: false };
    child.on("message", (answer: RendererAnswer) => {
      const pending = run.waiting.get(answer.id);
      run.waiting.delete(answer.id);
      pending?.resolve(answer);
      idle(run);
    });
    const fail = (error: Error) => {
      if (current === run) current = undefined;
      for (const pending of run.waiting.values()) pending.reject(error);
      run.waiting.clear();
    };
    child.on("exit", (code, signal) => {
      fail(stopped(` (${signal ?? `exit ${code}`})`));
      rmSync(outDir, { recursive: true, force: true });
    });
    child.on("error", fail);
    return run;
  }

  function ask(run: Running, work: DistributiveOmit<RendererWork, "id">): Promise<RenderedFile> {
    if (run !== current) return Promise.reject(stopped(""));
    const id = nextId++;
    const answer = new Promise<RendererAnswer>((resolve, reject) => run.waiting.set(id, { resolve, reject }));
    run.process.send({ ...work, id } satisfies RendererRequest);
    return answer.then((got): RenderedFile | Promise<RenderedFile> => {
      if ("error" in got) throw new Error(got.error);
      return "unchanged" in got.file ? got.file : readWritten(run.outDir, id, got.file);
    });
  }

  return {
    open(content, paths) {
      current ??= start();
      const run = current;
      clearTimeout(run.lingering);
      run.process.ref();
      run.process.channel?.ref();
      const key = nextKey++;
      run.open++;
      run.process.send({ kind: "content", key, content, paths } satisfies RendererRequest);
      let ended = false;
      return {
        page: (lang, path, file, publish) => ask(run, { kind: "page", key, lang, path, file, publish }),
        sheet: (productId, lang, publish) => ask(run, { kind: "sheet", key, productId, lang, publish }),
        end(options) {
          if (ended) return;
          ended = true;
          run.open--;
          if (options?.now) run.endWhenIdle = true;
          if (run.process.connected) run.process.send({ kind: "forget", key } satisfies RendererRequest);
          idle(run);
        },
      };
    },
    async close() {
      if (current) await stop(current);
    },
    pid: () => current?.process.pid,
  };
}
