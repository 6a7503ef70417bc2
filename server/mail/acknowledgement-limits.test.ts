import { expect, test } from "vitest";
import { clientOf } from "./acknowledgement-limits.ts";
import { mailboxOf } from "./mail-address.ts";

test.each([
  ["Asha@Example.com", "asha@example.com"],
  ["asha+quotes@example.com", "asha@example.com"],
  ["asha+a+b@example.com", "asha@example.com"],
  // Outside Gmail a dot may name another mailbox.
  ["a.sha@example.com", "a.sha@example.com"],
  ["A.s.h.a+2@Gmail.com", "asha@gmail.com"],
  ["a.sha@googlemail.com", "asha@gmail.com"],
  // Only the domain's own name is Gmail's: another domain ending in it is not.
  ["a.sha@notgmail.com", "a.sha@notgmail.com"],
  ["asha@mail.gmail.com", "asha@mail.gmail.com"],
])("%s reaches the mailbox %s", (address, mailbox) => {
  expect(mailboxOf(address)).toBe(mailbox);
});

test.each([
  ["203.0.113.7", "203.0.113.7"],
  ["::ffff:203.0.113.7", "203.0.113.7"],
  ["2001:db8:1:2::10", "2001:db8:1:2::/64"],
  ["2001:0DB8:0001:0002:ffff:0:0:1", "2001:db8:1:2::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["::1", "0:0:0:0::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
])("the client at %s is %s", (ip, client) => {
  expect(clientOf(ip)).toBe(client);
});
