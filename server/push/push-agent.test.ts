import type { LookupAddress, LookupAllOptions, LookupOptions } from "node:dns";
import { expect, test } from "vitest";
import { guardedLookup, isPublicAddress } from "./push-agent.ts";

test("loopback, private, link-local, metadata, CGNAT, multicast and their IPv6 and mapped forms are not public", () => {
  for (const address of [
    "127.0.0.1",
    "127.255.0.9",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "169.254.169.254",
    "169.254.0.1",
    "100.64.0.1",
    "100.127.255.254",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::1",
    "2002:7f00:1::1",
    "not an address",
    "",
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
});

test("public addresses are public, also through NAT64 or mapped", () => {
  for (const address of [
    "142.250.74.10",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "2607:f8b0:4004:c1b::5f",
    "2a00:1450:4001:82a::200a",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
  ]) {
    expect(isPublicAddress(address), address).toBe(true);
  }
});

/** What the guarded lookup answers for the name, given what the resolver says. */
function lookUp(answer: LookupAddress[], options: LookupOptions = {}) {
  const asked: LookupAllOptions[] = [];
  const lookup = guardedLookup(async (_hostname, given) => {
    asked.push(given);
    return answer;
  });
  return new Promise<{
    error: NodeJS.ErrnoException | null;
    address: unknown;
    family?: number;
    asked: typeof asked;
  }>((resolve) =>
    lookup("fcm.googleapis.com", options, (error, address, family) =>
      resolve({ error, address, family, asked }),
    ),
  );
}

test("the guarded lookup answers a public name's addresses, in either form the connection asks for", async () => {
  const addresses = [
    { address: "2a00:1450:4001:82a::200a", family: 6 },
    { address: "142.250.74.10", family: 4 },
  ];
  const all = await lookUp(addresses, { all: true, family: 0 });
  expect(all).toMatchObject({ error: null, address: addresses });
  expect(all.asked).toEqual([{ all: true, family: 0 }]);
  expect(await lookUp(addresses)).toMatchObject({
    error: null,
    address: "2a00:1450:4001:82a::200a",
    family: 6,
  });
});

test("the guarded lookup fails when any address of the name is not public (DNS rebinding), and when there is none", async () => {
  const rebound = await lookUp([
    { address: "142.250.74.10", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ]);
  expect(rebound.error?.code).toBe("ERR_PUSH_ADDRESS_REFUSED");
  expect(rebound.error?.message).toBe(
    "fcm.googleapis.com resolves to 127.0.0.1, which is not a public address: no push is sent there",
  );
  const metadata = await lookUp([{ address: "169.254.169.254", family: 4 }], { all: true });
  expect(metadata.error?.code).toBe("ERR_PUSH_ADDRESS_REFUSED");
  expect((await lookUp([])).error?.code).toBe("ENOTFOUND");
});
