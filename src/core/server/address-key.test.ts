import { describe, expect, it } from "vitest";
import { addressBlockKey, addressKey, addressNetworkKey } from "./address-key";

describe("addressKey", () => {
  it("returns an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it.each([
    ["2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd:12::/64"],
    ["2001:db8:abcd:12::99", "2001:db8:abcd:12::/64"],
    ["2001:DB8:ABCD:0012:ffff::1", "2001:db8:abcd:12::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.1", "64:ff9b:0:0::/64"],
  ])("returns the /64 of %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it("returns the same key for every address of one /64", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:ffff:eeee:dddd:cccc"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  });

  it("returns an IPv4-mapped IPv6 address as its IPv4", () => {
    expect(addressKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(addressKey("::ffff:c633:6404")).toBe("198.51.100.4");
  });

  it("returns something that is not an address as it is (trimmed, lower case)", () => {
    expect(addressKey(" Not:An:Address ")).toBe("not:an:address");
  });
});

describe("addressBlockKey", () => {
  it("returns the /48 of an IPv6 address", () => {
    expect(addressBlockKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(addressBlockKey("2001:db8::1")).toBe("2001:db8:0::/48");
  });

  it("returns the same key for every /64 of one /48", () => {
    expect(addressBlockKey("2001:db8:abcd:1::1")).toBe(addressBlockKey("2001:db8:abcd:ffff::1"));
    expect(addressBlockKey("2001:db8:abcd::1")).not.toBe(addressBlockKey("2001:db8:abce::1"));
  });

  it("returns null for an IPv4 client, mapped or not, and for what is not an address", () => {
    expect(addressBlockKey("203.0.113.7")).toBeNull();
    expect(addressBlockKey("::ffff:198.51.100.4")).toBeNull();
    expect(addressBlockKey("not:an:address")).toBeNull();
  });
});

describe("addressNetworkKey", () => {
  it("returns an IPv4 client's /24, an IPv4-mapped one's too, and an IPv6 client's /48", () => {
    expect(addressNetworkKey("198.51.100.23")).toBe("198.51.100.0/24");
    expect(addressNetworkKey("::ffff:198.51.100.200")).toBe("198.51.100.0/24");
    expect(addressNetworkKey("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(addressNetworkKey("2001:db8:abcd:ffff:1:2:3:4")).toBe("2001:db8:abcd::/48");
  });

  it("returns what it cannot read as it is", () => {
    expect(addressNetworkKey("not an address")).toBe("not an address");
  });
});
