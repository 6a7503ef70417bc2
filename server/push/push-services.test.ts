import { expect, test } from "vitest";
import { testConfig } from "#tests/support/test-helper.ts";
import { browserPushServices } from "../platform/config.ts";
import { pushServiceUrl } from "./push-services.ts";

const accepted = (endpoint: string) => pushServiceUrl(endpoint, browserPushServices)?.href;

test("the browsers' push service endpoints are accepted, as their normalised URL", () => {
  for (const endpoint of [
    "https://fcm.googleapis.com/fcm/send/fv3jabydF5c:APA91bEc8gX",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
    "https://web.push.apple.com/QGuQyavXutnMZ5",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
  ]) {
    expect(accepted(endpoint), endpoint).toBe(endpoint);
  }
  expect(accepted("https://FCM.googleapis.com:443/fcm/send/x")).toBe("https://fcm.googleapis.com/fcm/send/x");
});

test("no spelling of an IP address passes for a push service, nor does any other host", () => {
  for (const endpoint of [
    "https://127.0.0.1/x",
    "https://[::1]/x",
    "https://0x7f000001/x",
    "https://2130706433/x",
    "https://017700000001/x",
    "https://127.1/x",
    "https://%31%32%37.0.0.1/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[::ffff:a9fe:a9fe]/x",
    "https://169.254.169.254/latest/meta-data/",
    "https://localhost/x",
    // Look-alikes: another host that merely contains, starts or ends with a push service's name.
    "https://fcm.googleapis.com.evil.example/x",
    "https://evilfcm.googleapis.com/x",
    "https://push.services.mozilla.com.evil.example/x",
    "https://evilpush.apple.com/x",
    "https://push.apple.com/x",
    "https://fcm.googleapis.com./x",
    // Where parsers disagree on the host: the WHATWG parser's reading is the one that counts.
    "https://127.0.0.1\\@fcm.googleapis.com/x",
    "https://fcm.googleapis.com%2f@127.0.0.1/x",
    "https://fcm.googleapis.com@127.0.0.1/x",
    "https://user:secret@fcm.googleapis.com/x",
    "http://fcm.googleapis.com/x",
    "not a URL",
  ]) {
    expect(accepted(endpoint), endpoint).toBeUndefined();
  }
});

test("PUSH_SERVICES replaces the list; an IP address or a URL in it stops start-up", () => {
  expect(testConfig().push.services).toEqual(browserPushServices);
  const services = testConfig({ PUSH_SERVICES: "Push.Example.test, *.push.apple.com" }).push.services;
  expect(services).toEqual(["push.example.test", "*.push.apple.com"]);
  expect(pushServiceUrl("https://push.example.test/x", services)).toBeDefined();
  expect(pushServiceUrl("https://fcm.googleapis.com/x", services)).toBeUndefined();
  for (const value of ["127.0.0.1", "*.0.0.1", "0x7f000001", "[::1]", "https://push.example.test", "*"]) {
    expect(() => testConfig({ PUSH_SERVICES: value }), value).toThrow(/PUSH_SERVICES/);
  }
});
