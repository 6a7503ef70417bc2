// The photos' processing in a process of its own, at a lower CPU priority (nice 10): on two cores, a batch of
// photos would otherwise take a core the buyers' requests need, whatever sharp's thread count. The kernel gives
// the server's process the CPU first; the photos get what is left, and all of it when the server is idle.
// Each request has a time limit from when the process starts on it: past it the process is killed, that photo
// fails with a sentence, and the requests behind it go to a new process.
import { type ChildProcess, fork } from "node:child_process";
import { getPriority, setPriority } from "node:os";
import { HttpError } from "../platform/errors.ts";
import type { Master } from "./processing.ts";

/** What the processor process is asked: the cleaned master of an upload, or served files written to a folder. */
type Work =
  | { kind: "clean"; bytes: Uint8Array }
  | { kind: "variants"; master: Uint8Array; names: string[]; dir: string };
export type ProcessorRequest = Work & { id: number };
export type ProcessorAnswer =
  | { id: number; started: true }
  | { id: number; master: Omit<Master, "bytes"> & { bytes: Uint8Array } }
  | { id: number; done: true }
  | { id: number; error: { message: string; status?: number } };

export type PhotoProcessor = {
  clean(bytes: Buffer): Promise<Master>;
  /** Writes the named served files of a master into `dir`, each atomically. */
  variants(master: Buffer, names: string[], dir: string): Promise<void>;
  /** Starts the process if it is not running, so a photo on its way finds it ready (it takes about half a second). */
  warm(): void;
  close(): Promise<void>;
  /** The processor's process id while it runs (benchmarks count its CPU time). */
  pid(): number | undefined;
};

/** Ten steps below the server's own priority (nice 10 for a server at 0), within the system's range. */
const lowerPriority = () => Math.min(19, getPriority() + 10);

/**
 * How long one request (a photo's master, or its served files) may take once the process starts on it: a few
 * times what the largest photo taken needs on a busy server (docs/performance-log.md), so only a photo that would
 * hold the others' turn for long is stopped.
 */
export const photoTimeLimitMs = 30_000;

const tookTooLong = (limitMs: number) => {
  const seconds = Math.max(1, Math.round(limitMs / 1000));
  return new HttpError(
    422,
    `This photo took longer than ${seconds} ${seconds === 1 ? "second" : "seconds"} to prepare, so it was stopped and not kept. Save a smaller copy of it (e.g. 4000 px wide, as JPEG) and try again.`,
  );
};

/** A request sent to a process, until it answers: resent to a new one if the one it waits in is stopped. */
type Pending = {
  request: ProcessorRequest;
  in: ChildProcess;
  timer?: ReturnType<typeof setTimeout>;
  resolve: (answer: ProcessorAnswer) => void;
  reject: (error: Error) => void;
};

export function createPhotoProcessor({ timeLimitMs = photoTimeLimitMs } = {}): PhotoProcessor {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const waiting = new Map<number, Pending>();

  const idle = () => {
    if (waiting.size > 0) return;
    // An idle processor never keeps the server's process alive.
    child?.unref();
    child?.channel?.unref();
  };

  function start(): ChildProcess {
    const started = fork(new URL("./processor-process.ts", import.meta.url), {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    if (started.pid !== undefined) {
      try {
        setPriority(started.pid, lowerPriority());
      } catch {
        // A system that refuses: the photos share the CPU evenly, as a thread would.
      }
    }
    started.on("message", (answer: ProcessorAnswer) => {
      const pending = waiting.get(answer.id);
      if (pending?.in !== started) return;
      if ("started" in answer) {
        pending.timer = setTimeout(() => stopStuck(pending), timeLimitMs);
        return;
      }
      clearTimeout(pending.timer);
      waiting.delete(answer.id);
      pending.resolve(answer);
      idle();
    });
    const fail = (error: Error) => {
      if (child === started) child = undefined;
      for (const [id, pending] of waiting) {
        if (pending.in !== started) continue;
        clearTimeout(pending.timer);
        waiting.delete(id);
        pending.reject(error);
      }
    };
    started.on("exit", (code, signal) => fail(new Error(`the photo processor stopped (${signal ?? code})`)));
    // It could not be started, or a request could not be sent: the photos waiting fail, the next starts it anew.
    started.on("error", fail);
    return started;
  }

  function send(pending: Pending) {
    child ??= start();
    child.ref();
    child.channel?.ref();
    pending.in = child;
    child.send(pending.request);
  }

  /** Past its time limit: that photo fails, its process is killed, and what waited behind it goes to a new one. */
  function stopStuck(stuck: Pending) {
    waiting.delete(stuck.request.id);
    stuck.reject(tookTooLong(timeLimitMs));
    const stopped = stuck.in;
    if (child === stopped) child = undefined;
    stopped.kill("SIGKILL");
    for (const pending of waiting.values()) if (pending.in === stopped) send(pending);
    idle();
  }

  function ask(work: Work): Promise<ProcessorAnswer> {
    const request = { ...work, id: nextId++ };
    const answer = new Promise<ProcessorAnswer>((resolve, reject) => {
      child ??= start();
      const pending: Pending = { request, in: child, resolve, reject };
      waiting.set(request.id, pending);
      send(pending);
    });
    return answer.then((got) => {
      if ("error" in got) {
        const { status, message } = got.error;
        throw status ? new HttpError(status, message) : new Error(message);
      }
      return got;
    });
  }

  return {
    async clean(bytes) {
      const answer = await ask({ kind: "clean", bytes });
      if (!("master" in answer)) throw new Error("the photo processor answered without a master");
      const { master } = answer;
      return {
        ...master,
        bytes: Buffer.from(master.bytes.buffer, master.bytes.byteOffset, master.bytes.byteLength),
      };
    },
    async variants(master, names, dir) {
      await ask({ kind: "variants", master, names, dir });
    },
    pid: () => child?.pid,
    warm() {
      if (child) return;
      child = start();
      idle();
    },
    async close() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      // Held until it has exited: an unreferenced child's exit would not keep the closing process waiting.
      running.ref();
      running.kill();
      await exited;
    },
  };
}
