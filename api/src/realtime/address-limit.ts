import { isIPv4, isIPv6 } from 'node:net';

/**
 * Connections per client address, so that one address cannot take every real-time slot of a node
 * (PUSHER_MAX_CONNECTIONS_PER_IP). An IPv6 client is counted by its /64 (one subscriber's
 * network: a host picks any address in it); an IPv4-mapped IPv6 address as its IPv4 address.
 */
export class AddressLimit {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `address`; false when it already holds `max`. */
  tryAdd(address: string): boolean {
    const key = addressKey(address);
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(address: string): void {
    const key = addressKey(address);
    const count = this.counts.get(key) ?? 0;
    if (count <= 1) this.counts.delete(key);
    else this.counts.set(key, count - 1);
  }

  countOf(address: string): number {
    return this.counts.get(addressKey(address)) ?? 0;
  }
}

/** Expands an IPv6 address to its eight groups (no zone, no embedded IPv4 left). */
function ipv6Groups(address: string): string[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4 && isIPv4(v4[1]!)) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  return groups.length === 8 ? groups.map((g) => g.padStart(4, '0')) : undefined;
}

/** The key an address is counted under: IPv4 as it is, IPv6 by its /64. */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
