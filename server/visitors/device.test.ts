import { expect, test } from "vitest";
import { deviceOf } from "./device.ts";

test.each([
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
    undefined,
    "desktop",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    undefined,
    "desktop",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    undefined,
    "mobile",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36",
    undefined,
    "mobile",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    undefined,
    "tablet",
  ],
  [
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
    undefined,
    "tablet",
  ],
  // Chromium's reduced user agent says "K" for the model; its client hint says whether it is a phone.
  [
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
    "?1",
    "mobile",
  ],
  ["", undefined, "desktop"],
])("%s (Sec-CH-UA-Mobile %s) is %s", (agent, hint, device) => {
  expect(deviceOf(agent, hint)).toBe(device);
});
