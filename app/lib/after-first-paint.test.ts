import { afterEach, expect, test, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint.ts";

type Observer = { callback: (list: { getEntriesByName(name: string): unknown[] }, o: Observer) => void };

/** Runs the inlined source against a stand-in window: its load listener and paint observer are ours to fire. */
function start(paintTiming = true) {
  const run = vi.fn();
  const loadListeners: (() => void)[] = [];
  const observers: Observer[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    callback: Observer["callback"];
    constructor(callback: Observer["callback"]) {
      this.callback = callback;
      observers.push(this);
    }
    observe() {}
    disconnect() {}
  }
  const addEventListener = (type: string, listener: () => void) => {
    if (type === "load") loadListeners.push(listener);
  };
  new Function("addEventListener", "PerformanceObserver", `${afterFirstPaint}(arguments[2])`)(
    addEventListener,
    FakeObserver,
    run,
  );
  const paint = (name: string) => {
    for (const o of observers) o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, o);
  };
  const load = () => {
    for (const listener of loadListeners) listener();
  };
  return { run, load, paint };
}

afterEach(() => {
  vi.useRealTimers();
});

test("the work starts once the page has loaded and painted content, in either order, and only once", () => {
  vi.useFakeTimers();
  const page = start();
  page.load();
  vi.advanceTimersByTime(100);
  page.paint("first-paint");
  vi.advanceTimersByTime(100);
  expect(page.run).not.toHaveBeenCalled();
  page.paint("first-contentful-paint");
  vi.advanceTimersByTime(0);
  expect(page.run).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(5000);
  expect(page.run).toHaveBeenCalledOnce();

  const early = start();
  early.paint("first-contentful-paint");
  vi.advanceTimersByTime(1000);
  expect(early.run).not.toHaveBeenCalled();
  early.load();
  vi.advanceTimersByTime(0);
  expect(early.run).toHaveBeenCalledOnce();
});

test("without paint timing, or with no paint 3 s after load, load alone starts the work", () => {
  vi.useFakeTimers();
  const noTiming = start(false);
  noTiming.load();
  vi.advanceTimersByTime(0);
  expect(noTiming.run).toHaveBeenCalledOnce();

  const nothingPainted = start();
  nothingPainted.load();
  vi.advanceTimersByTime(2999);
  expect(nothingPainted.run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(10);
  expect(nothingPainted.run).toHaveBeenCalledOnce();
});
