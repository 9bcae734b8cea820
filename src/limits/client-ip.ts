/**
 * Which address a request comes from. Without TRUST_PROXY the socket's peer is the client and
 * X-Forwarded-For is ignored (anyone can send it). With it, the chain is read from the right: each
 * hop a trusted proxy vouches for is skipped, and the first untrusted hop is the client, so values
 * a client prepends itself (the left-most ones) never count.
 */
import { BlockList, isIP } from 'node:net';
import { unmapIpv4 } from './client-key.js';

export type ClientIpResolver = (remoteAddress: string | undefined, forwardedFor: string | string[] | undefined) => string;

export function createClientIpResolver(trustProxy: false | true | string[]): ClientIpResolver {
  if (trustProxy === false) return (remote) => unmapIpv4(remote ?? 'unknown');
  const trusted = trustProxy === true ? null : buildBlockList(trustProxy);
  const isTrusted = (ip: string) => {
    if (trusted === null) return false;
    const family = isIP(ip);
    return family !== 0 && trusted.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
  return (remote, forwardedFor) => {
    const peer = unmapIpv4(remote ?? 'unknown');
    // In list mode the peer itself must be a trusted proxy, or its header means nothing.
    if (trusted !== null && !isTrusted(peer)) return peer;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '')
      .split(',').map((h) => unmapIpv4(stripPort(h.trim()))).filter(Boolean);
    let client = peer;
    // TRUST_PROXY=true trusts exactly one hop (the peer): the right-most entry is the client.
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (isIP(hop) === 0) break; // garbage from a misconfigured proxy: keep the last good hop
      client = hop;
      if (trusted === null || !isTrusted(hop)) break;
    }
    return client;
  };
}

function buildBlockList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `203.0.113.7:8080` → `203.0.113.7`. */
function stripPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop);
  return v4WithPort ? v4WithPort[1]! : hop;
}
