import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (host) => lookup(host, { all: true });

/** `host:port`, `[v6]:port`, or a grpc-js address list (`ipv4:a:p,b:p`, `ipv6:[a]:p,...`). */
export type Target = { kind: 'list'; addresses: string[] } | { kind: 'name'; host: string; port: string };

export function parseTarget(target: string): Target {
  const list = /^(ipv4|ipv6):(.+)$/.exec(target);
  if (list) return { kind: 'list', addresses: list[2]!.split(',').map((a) => a.trim()).filter(Boolean) };
  const match = /^(?:dns:(?:\/\/[^/]*\/)?)?(\[[^\]]+\]|[^:]+):(\d+)$/.exec(target);
  if (!match) return { kind: 'list', addresses: [target] };
  const host = match[1]!.replace(/^\[|\]$/g, '');
  if (isIP(host)) return { kind: 'list', addresses: [target.replace(/^dns:(\/\/[^/]*\/)?/, '')] };
  return { kind: 'name', host, port: match[2]! };
}

/**
 * Every backend address a target stands for: an address list as written, a literal address as is, and for a host
 * name each address DNS gives (several replicas of one service behind one name, as compose's `deploy.replicas` or a
 * Kubernetes headless service publish them), sorted so that the same answer gives the same list.
 */
export async function resolveTarget(target: string, lookupAll: LookupAll = systemLookup): Promise<string[]> {
  const parsed = parseTarget(target);
  if (parsed.kind === 'list') return parsed.addresses;
  const found = await lookupAll(parsed.host);
  const addresses = [...new Set(found.map(({ address, family }) => (family === 6 ? `[${address}]:${parsed.port}` : `${address}:${parsed.port}`)))];
  return addresses.sort();
}
