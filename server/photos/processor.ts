// The photos' processing in a process of its own, at a lower CPU priority (nice 10): on two cores, a batch of
// photos would otherwise take a core the buyers' requests need, whatever sharp's thread count. The kernel gives
// the server's process the CPU first; the photos get what is left, and all of it when the server is idle.
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

export function createPhotoProcessor(): PhotoProcessor {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (answer: ProcessorAnswer) => void; reject: (error: Error) => void }
  >();

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
      waiting.delete(answer.id);
      pending?.resolve(answer);
      idle();
    });
    started.on("exit", (code, signal) => {
      if (child === started) child = undefined;
      const error = new Error(`the photo processor stopped (${signal ?? code})`);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    });
    return started;
  }

  function ask(request: Work): Promise<ProcessorAnswer> {
    child ??= start();
    child.ref();
    child.channel?.ref();
    const id = nextId++;
    const answer = new Promise<ProcessorAnswer>((resolve, reject) => waiting.set(id, { resolve, reject }));
    child.send({ ...request, id });
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
