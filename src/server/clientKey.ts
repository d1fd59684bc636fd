// Who a client is, for every per-address limit: an IPv6 address by its /64 (one client usually holds a whole
// one, and could dodge a limit by rotating addresses in it), an IPv4 address (mapped into IPv6 or not) by itself.
import { isIPv6 } from 'node:net';

/** The 16-bit groups of an IPv6 address (8 of them), its zone dropped and an IPv4 tail as two groups. */
function groupsOf(address: string): number[] {
  const bare = address.replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  let text = bare;
  if (tail !== undefined) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${bare.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key every per-address limit counts under (the records posted, the online games created and seats taken,
 * the replay queue's share, the sockets held, the computer's line): `a.b.c.d` for IPv4 and IPv4-mapped IPv6
 * (`::ffff:a.b.c.d`), `xxxx:xxxx:xxxx:xxxx::/64` for any other IPv6 address; anything else (not an address) as
 * it is, so it is at least its own key.
 */
export function clientKey(address: string): string {
  // IPv4, or not an address at all: itself.
  if (!isIPv6(address)) return address;
  const groups = groupsOf(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6] ?? 0, groups[7] ?? 0];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
