import ipaddr from 'ipaddr.js';

/**
 * The address a limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4
 * address), an IPv6 address by its /64 network: one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one visitor pose as billions.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
