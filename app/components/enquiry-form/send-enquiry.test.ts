import { afterEach, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

test("the API is on the same origin unless VITE_API_BASE is set at build time", async () => {
  vi.stubEnv("VITE_API_BASE", "");
  expect((await import("./send-enquiry.ts")).sendEmailUrl).toBe("/api/send-email");
  vi.resetModules();
  vi.stubEnv("VITE_API_BASE", "https://api.example.com/");
  expect((await import("./send-enquiry.ts")).sendEmailUrl).toBe("https://api.example.com/api/send-email");
});
