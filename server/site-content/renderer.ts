// The publisher's rendering in a process of its own (renderer-process.ts), started for a publish or a preview
// and ended after it: each language's server build, the page pipeline and the spec sheets' threads take hundreds
// of MB that the server's process would keep for good (V8 gives a heap's pages back to the system seldom, a
// worker thread's not always), and a process returns whole when it ends. The server also never loads the
// site's builds, whose copies of the content's schemas would clash with its own in zod's global registry.
import { type ChildProcess, fork } from "node:child_process";
import type { Lang } from "../../domain/i18n.ts";
import type { SiteContent } from "../../domain/site-content/schema.ts";
import type { SheetDrawer } from "./sheet-worker.ts";

/** What the process is started with: the build's folder, and the function its threads draw the sheets with. */
export type RendererSetup = { buildDir: string; sheets: SheetDrawer };

/** A page or a sheet asked of the process, answered by its id. */
export type RendererWork = (
  | { kind: "page"; key: number; lang: Lang; path: string; file: string }
  | { kind: "sheet"; key: number; productId: string; lang: Lang }
) & { id: number };
export type RendererRequest =
  /** The content a rendering's pages and sheets are made with, sent once; `paths`: every page, in English. */
  | { kind: "content"; key: number; content: SiteContent; paths: string[] }
  | { kind: "forget"; key: number }
  | RendererWork;
export type RendererAnswer =
  | { id: number; html: string }
  | { id: number; pdf: Uint8Array }
  | { id: number; error: string };

/** The pages and sheets of one content (a publish's, or a preview's). */
export type Rendering = {
  /**
   * A page (its path with the language's prefix) through the build's page pipeline as `file`; rejects
   * unless it renders with status 200.
   */
  page(lang: Lang, path: string, file: string): Promise<string>;
  sheet(productId: string, lang: Lang): Promise<Buffer>;
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

/** How long the process waits for the next preview after the last (she previews page after page). */
const previewLingerMs = 30_000;

export function createRenderer(setup: RendererSetup, lingerMs = previewLingerMs): Renderer {
  let child: ChildProcess | undefined;
  let nextId = 0;
  let nextKey = 0;
  let open = 0;
  let endWhenIdle = false;
  let lingering: NodeJS.Timeout | undefined;
  const waiting = new Map<
    number,
    { resolve: (answer: RendererAnswer) => void; reject: (error: Error) => void }
  >();

  function stop(running: ChildProcess | undefined): Promise<void> {
    if (child === running) child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    // Held until it has exited: an unreferenced child's exit would not keep a closing server waiting.
    running.ref();
    running.kill("SIGKILL");
    return exited;
  }

  /** Nothing open and nothing asked: the process ends now, or after the linger (for the next preview). */
  function idle() {
    if (open > 0 || waiting.size > 0 || !child) return;
    clearTimeout(lingering);
    if (endWhenIdle) {
      endWhenIdle = false;
      void stop(child);
      return;
    }
    // A lingering process never keeps the server's process alive.
    child.unref();
    child.channel?.unref();
    const lingered = child;
    lingering = setTimeout(() => void stop(lingered), lingerMs).unref();
  }

  function start(): ChildProcess {
    const started = fork(new URL("./renderer-process.ts", import.meta.url), [JSON.stringify(setup)], {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("message", (answer: RendererAnswer) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      pending?.resolve(answer);
      idle();
    });
    const fail = (error: Error) => {
      if (child === started) child = undefined;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    started.on("exit", (code, signal) =>
      fail(new Error(`The pages could not be rendered: the renderer stopped (${signal ?? `exit ${code}`}).`)),
    );
    started.on("error", fail);
    return started;
  }

  function ask(on: ChildProcess, work: DistributiveOmit<RendererWork, "id">): Promise<RendererAnswer> {
    if (on !== child) {
      return Promise.reject(new Error("The pages could not be rendered: the renderer stopped."));
    }
    const id = nextId++;
    const answer = new Promise<RendererAnswer>((resolve, reject) => waiting.set(id, { resolve, reject }));
    on.send({ ...work, id } satisfies RendererRequest);
    return answer.then((got) => {
      if ("error" in got) throw new Error(got.error);
      return got;
    });
  }

  return {
    open(content, paths) {
      clearTimeout(lingering);
      child ??= start();
      const on = child;
      on.ref();
      on.channel?.ref();
      const key = nextKey++;
      open++;
      on.send({ kind: "content", key, content, paths } satisfies RendererRequest);
      let ended = false;
      return {
        async page(lang, path, file) {
          const answer = await ask(on, { kind: "page", key, lang, path, file });
          if (!("html" in answer)) throw new Error("The renderer answered a page without one.");
          return answer.html;
        },
        async sheet(productId, lang) {
          const answer = await ask(on, { kind: "sheet", key, productId, lang });
          if (!("pdf" in answer)) throw new Error("The renderer answered a spec sheet without one.");
          return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
        },
        end(options) {
          if (ended) return;
          ended = true;
          open--;
          if (options?.now) endWhenIdle = true;
          if (on === child && on.connected) on.send({ kind: "forget", key } satisfies RendererRequest);
          idle();
        },
      };
    },
    async close() {
      clearTimeout(lingering);
      await stop(child);
    },
    pid: () => child?.pid,
  };
}
