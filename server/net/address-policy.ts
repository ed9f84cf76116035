/**
 * Which addresses a web-address import may reach: public ones only. Loopback, private, shared (carrier NAT),
 * link-local (cloud metadata at 169.254.169.254), multicast, reserved and documentation ranges are refused, in IPv4
 * and IPv6, also when an IPv6 address carries an IPv4 one (mapped, NAT64, 6to4). `host:port` pairs of
 * MNEMO_URL_IMPORT_ALLOW are let through whatever they resolve to (tests, an intranet wiki).
 */
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (and some clouds' metadata, 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local: cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64], // discard
  ["2001::", 23], // protocol assignments (Teredo...)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (fd00:ec2::254 is a cloud's metadata)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 one carries, when it is a mapped (::ffff:a.b.c.d), NAT64 or 6to4 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const words = expandIpv6(lower);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const mapped = words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff;
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0);
  if (mapped || nat64) return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  // IPv4-compatible (::a.b.c.d, deprecated) still reaches an IPv4 host on some stacks.
  if (words.slice(0, 6).every((w) => w === 0) && (words[6]! > 0 || words[7]! > 1)) return v4(words[6]!, words[7]!);
  return null;
}

function expandIpv6(address: string): number[] | null {
  let text = address.replace(/%.*$/, "");
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -tail[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 0) return null;
  const words = [...left, ...Array(rest === undefined ? 0 : missing).fill("0"), ...right].map((w) =>
    parseInt(w || "0", 16),
  );
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : null;
}

/** True for an address on the public internet; false for anything local, private or reserved (or not an IP). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4) return isPublicAddress(v4);
  return !blocked.check(address.replace(/%.*$/, ""), "ipv6");
}

/** `host:port` as the allow-list writes it (IPv6 in brackets, default ports spelled out). */
export function hostPort(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

export function isAllowListed(url: URL, allow: readonly string[]): boolean {
  const key = hostPort(url);
  return allow.some((entry) => entry.toLowerCase() === key);
}
