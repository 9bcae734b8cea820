/**
 * A line for the operator when an upstream call failed at the network level: which host could not
 * be resolved or reached, and what to check. Only for logs and the local CLI, never for an HTTP
 * caller (it names hosts, which may be internal when a base URL was overridden).
 */

/** The network error codes we explain, found anywhere in an error's cause chain. */
const HINTS: Record<string, (host: string) => string> = {
  ENOTFOUND: (host) => `cannot resolve ${host}; does this machine have outbound network access (and DNS)?`,
  EAI_AGAIN: (host) => `cannot resolve ${host} (DNS did not answer); does this machine have outbound network access (and DNS)?`,
  ECONNREFUSED: (host) => `${host} refused the connection; is the base URL right, or does a firewall reject outbound HTTPS?`,
  ECONNRESET: (host) => `the connection to ${host} was reset; a proxy or firewall may be cutting outbound HTTPS`,
  ENETUNREACH: (host) => `no route to ${host}; does this machine have outbound network access?`,
  EHOSTUNREACH: (host) => `no route to ${host}; does this machine have outbound network access?`,
  ETIMEDOUT: (host) => `connecting to ${host} timed out; is outbound HTTPS blocked by a firewall or proxy?`,
  UND_ERR_CONNECT_TIMEOUT: (host) => `connecting to ${host} timed out; is outbound HTTPS blocked by a firewall or proxy?`,
};

/** The hint for `err`, or undefined when it was not a network failure we can explain. Never throws. */
export function networkHint(err: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let current = err; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const { code, hostname, host, address } = current as { code?: unknown; hostname?: unknown; host?: unknown; address?: unknown };
    const hint = typeof code === 'string' ? HINTS[code] : undefined;
    const name = [hostname, host, address].find((value): value is string => typeof value === 'string' && value !== '');
    if (hint) return hint(name ?? 'the upstream host');
  }
  return undefined;
}
