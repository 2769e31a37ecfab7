/**
 * IPv4 helpers for GET /user_ip_locations.json. IPv6 (other than IPv4-mapped) is not located: the
 * answer falls back to the default country and city.
 */

/** '1.2.3.4' or '::ffff:1.2.3.4' → unsigned 32-bit number; anything else → null. */
export function parseIpv4(address: string | null | undefined): number | null {
  if (!address) return null;
  const text = address.trim().replace(/^::ffff:/i, '');
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return parts.reduce((acc, p) => acc * 256 + p, 0);
}

const PRIVATE_V4: readonly [number, number][] = [
  [0x0a000000, 0x0affffff], // 10/8
  [0x7f000000, 0x7fffffff], // 127/8 loopback
  [0xac100000, 0xac1fffff], // 172.16/12
  [0xc0a80000, 0xc0a8ffff], // 192.168/16
  [0xa9fe0000, 0xa9feffff], // 169.254/16 link-local
  [0x64400000, 0x647fffff], // 100.64/10 carrier-grade NAT
  [0x00000000, 0x00ffffff], // 0/8
];

export function isPrivateIpv4(ip: number): boolean {
  return PRIVATE_V4.some(([from, to]) => ip >= from && ip <= to);
}

/**
 * The client's address: the first X-Forwarded-For hop when a proxy set it (the deployment runs behind
 * a load balancer), else the socket's address.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
): string | undefined {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first || socketAddress;
}
