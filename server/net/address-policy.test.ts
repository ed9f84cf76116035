import { describe, expect, it } from "vitest";
import { hostPort, isAllowListed, isPublicAddress } from "./address-policy.ts";

describe("addresses a web-address import may reach", () => {
  /** What a web-address import must never reach, by why. */
  const refused = {
    loopback: ["127.0.0.1", "127.255.0.9", "::1"],
    "private networks": ["10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.10", "fd00:ec2::254", "fc00::1"],
    "link-local (cloud metadata)": ["169.254.169.254", "fe80::1", "fe80::1%eth0"],
    "shared address space (carrier NAT, a cloud's metadata)": ["100.64.0.1", "100.100.100.200"],
    "unspecified, multicast, broadcast": ["0.0.0.0", "::", "224.0.0.1", "ff02::1", "255.255.255.255"],
    "benchmarking, documentation": ["198.18.0.1", "2001:db8::1"],
    "an IPv4 address inside IPv6 (mapped, NAT64, 6to4, compatible)": [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
      "64:ff9b::10.0.0.1",
      "64:ff9b::a00:1",
      "2002:7f00:1::1",
      "2002:a9fe:a9fe::",
      "::127.0.0.1",
    ],
    "no address": ["not an address"],
  };
  it.each(Object.values(refused).flat())("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  const allowed = {
    public: ["93.184.216.34", "1.1.1.1", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"],
    "public, inside IPv6": ["::ffff:8.8.8.8", "64:ff9b::808:808"],
    "just past a private range": ["172.32.0.1", "192.169.0.1"],
  };
  it.each(Object.values(allowed).flat())("lets %s through", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("matches allow-list entries by host and port, default ports spelled out", () => {
    expect(hostPort(new URL("http://Wiki.Intranet/page"))).toBe("wiki.intranet:80");
    expect(hostPort(new URL("https://wiki.intranet/page"))).toBe("wiki.intranet:443");
    expect(hostPort(new URL("http://[::1]:8080/"))).toBe("[::1]:8080");
    expect(isAllowListed(new URL("http://127.0.0.1:4010/a"), ["127.0.0.1:4010"])).toBe(true);
    expect(isAllowListed(new URL("http://127.0.0.1:4011/a"), ["127.0.0.1:4010"])).toBe(false);
    expect(isAllowListed(new URL("http://localhost:4010/a"), ["127.0.0.1:4010"])).toBe(false);
  });
});
