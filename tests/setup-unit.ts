import { afterEach, vi } from "vitest";

// An unexpected console.error (a React warning, a failed render) fails the test that caused it.
const consoleError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};
