import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

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
