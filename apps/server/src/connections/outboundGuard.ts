import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where a connection test may connect. Link-local addresses (169.254.0.0/16, fe80::/10) and the cloud metadata
 * endpoints are refused unless allow-listed (OPSDECK_OUTBOUND_ALLOW): a connection's URL must not become a way to
 * read the server's cloud credentials. Loopback and private networks are where databases live, so they are allowed.
 */

const METADATA_ADDRESSES = new Set(['169.254.169.254', '169.254.170.2', 'fd00:ec2::254', '100.100.100.200']);
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata', 'metadata.azure.com']);

export interface OutboundPolicy {
  /** Hosts, addresses or CIDRs (v4 or v6) allowed even though they are link-local or metadata addresses. */
  allow: readonly string[];
}

function inCidr(address: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const family = net.isIP(base ?? '');
  if (!family || net.isIP(address) !== family) return false;
  const list = new net.BlockList();
  list.addSubnet(base!, Number(bitsText ?? (family === 4 ? 32 : 128)), family === 4 ? 'ipv4' : 'ipv6');
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function isAllowListed(policy: OutboundPolicy, host: string, address?: string): boolean {
  const h = host.toLowerCase();
  return policy.allow.some((entry) => {
    const e = entry.toLowerCase();
    if (e === h || (address && e === address)) return true;
    return Boolean(address && e.includes('/') && inCidr(address, e));
  });
}

/** Why an address may not be contacted, or undefined. */
export function refusedAddress(address: string): string | undefined {
  const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (METADATA_ADDRESSES.has(plain)) return `${plain} is a cloud metadata address`;
  if (net.isIPv4(plain) && inCidr(plain, '169.254.0.0/16')) return `${plain} is a link-local address`;
  if (net.isIPv6(plain) && inCidr(plain, 'fe80::/10')) return `${plain} is a link-local address`;
  return undefined;
}

export class OutboundRefused extends Error {}

/** Resolves a host and checks every address it has; answers the addresses it may connect to. */
export async function checkOutbound(policy: OutboundPolicy, host: string): Promise<string[]> {
  const name = host.replace(/^\[|\]$/g, '');
  if (METADATA_NAMES.has(name.toLowerCase()) && !isAllowListed(policy, name)) {
    throw new OutboundRefused(`refusing to connect to ${name}: a cloud metadata endpoint (allow it with OPSDECK_OUTBOUND_ALLOW)`);
  }
  const addresses = net.isIP(name) ? [name] : (await dns.lookup(name, { all: true })).map((a) => a.address);
  for (const address of addresses) {
    const why = refusedAddress(address);
    if (why && !isAllowListed(policy, name, address)) {
      throw new OutboundRefused(`refusing to connect to ${name}: ${why} (allow it with OPSDECK_OUTBOUND_ALLOW)`);
    }
  }
  return addresses;
}
