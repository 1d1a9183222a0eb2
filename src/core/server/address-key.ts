/**
 * What a per-address limit counts by. An IPv4 client is its address. An IPv6 client is its
 * /64: one home or phone is given a whole /64 and may pick any address in it, so counting
 * single IPv6 addresses would let one client make billions of fresh starts. A client given a
 * /48 (a business, some home connections) holds 65,536 /64s, so its /48 is counted too, with
 * a wider limit (IPV6_BLOCK_FACTOR): a carrier may hand many phones /64s of one /48. Pure.
 */

/** A /48 may send this many times what one address (a /64) may. */
export const IPV6_BLOCK_FACTOR = 4;

/** The limit's key of a client address: IPv4 as is, IPv6 as its /64 ("2001:db8:0:1::/64"), an IPv4-mapped IPv6 as the IPv4. */
export function addressKey(address: string): string {
  const trimmed = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  if (!trimmed.includes(":")) return trimmed;
  const groups = ipv6Groups(trimmed.split("%")[0]!);
  if (!groups) return trimmed;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The /48 an IPv6 client's address lies in ("2001:db8:abcd::/48"), or null for an IPv4 client (an IPv4-mapped address included). */
export function addressBlockKey(address: string): string | null {
  const key = addressKey(address);
  if (!key.endsWith("::/64")) return null;
  return `${key.split(":").slice(0, 3).join(":")}::/48`;
}

/**
 * The network an address belongs to, for a share of a site-wide count: an IPv4 client's /24
 * ("198.51.100.0/24", where one business or carrier holds the neighbours), an IPv6 client's
 * /48 ("2001:db8:abcd::/48"). An IPv4-mapped IPv6 address counts as its IPv4 /24.
 */
export function addressNetworkKey(address: string): string {
  const block = addressBlockKey(address);
  if (block) return block;
  const key = addressKey(address);
  const octets = key.split(".");
  return octets.length === 4 && octets.every((octet) => /^\d{1,3}$/.test(octet)) ? `${octets.slice(0, 3).join(".")}.0/24` : key;
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a dotted IPv4 tail expanded), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((part) => part > 255)) return null;
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === "" ? [] : half.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}
