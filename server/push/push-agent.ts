import type { LookupAddress, LookupAllOptions } from "node:dns";
import { lookup as systemLookup } from "node:dns/promises";
import { Agent } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

// Addresses no push service has, from IANA's special-purpose registries: reaching them from here would reach
// this machine, its network or its cloud's services, never a browser's push service.
const nonPublicIPv4: readonly [network: string, prefix: number][] = [
  ["0.0.0.0", 8], // "this network", with the unspecified 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, with the cloud metadata service 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, with the broadcast 255.255.255.255
];

const nonPublicIPv6: readonly [network: string, prefix: number][] = [
  ["::", 96], // unspecified, loopback ::1, and the deprecated IPv4-compatible addresses
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 32], // Teredo: tunnels to an IPv4 address
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: tunnels to an IPv4 address
  ["fc00::", 7], // unique local (private), with AWS's metadata service fd00:ec2::254
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

function nonPublicAddresses(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of nonPublicIPv4) {
    list.addSubnet(network, prefix, "ipv4");
    // The same IPv4 addresses through NAT64 (RFC 6052). IPv4-mapped forms (::ffff:127.0.0.1) need no rule of
    // their own: BlockList checks them against the IPv4 rules.
    list.addSubnet(`64:ff9b::${network}`, 96 + prefix, "ipv6");
  }
  for (const [network, prefix] of nonPublicIPv6) list.addSubnet(network, prefix, "ipv6");
  return list;
}

const nonPublic = nonPublicAddresses();

/** Whether the address (as DNS answers it, or an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

function refusedAddress(hostname: string, address: string): NodeJS.ErrnoException {
  const reason =
    hostname === address ? `${address} is not` : `${hostname} resolves to ${address}, which is not`;
  return Object.assign(new Error(`${reason} a public address: no push is sent there`), {
    code: "ERR_PUSH_ADDRESS_REFUSED",
  });
}

/** Every address of a name, as the system resolves it (tests inject their own). */
export type Resolve = (hostname: string, options: LookupAllOptions) => Promise<LookupAddress[]>;

/**
 * A DNS lookup that fails when the name has any address that is not public. The connection uses the addresses
 * it answers, so a name that resolves differently the second time (DNS rebinding) gains nothing: there is no
 * second time.
 */
export function guardedLookup(resolve: Resolve = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => !isPublicAddress(address));
        const [first] = addresses;
        if (refused) callback(refusedAddress(hostname, refused.address), "");
        else if (!first)
          callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
        else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

/** An HTTPS agent that connects to public addresses only. */
class PublicAgent extends Agent {
  // A host that is an IP literal is connected to without any lookup: it is checked here instead.
  override createConnection(...[options, callback]: Parameters<Agent["createConnection"]>) {
    const host = options.host ?? "";
    if (isIP(host) === 0 || isPublicAddress(host)) return super.createConnection(options, callback);
    const refused = refusedAddress(host, host);
    if (!callback) throw refused;
    // With an error, the agent looks at no stream.
    callback(refused, undefined as never);
    return undefined;
  }
}

/** How pushes connect: to public addresses only, whatever a subscription's host name resolves to. */
export function createPushAgent(resolve?: Resolve): Agent {
  return new PublicAgent({ lookup: guardedLookup(resolve) });
}
