import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Defences for an API that listens on this machine: a web page elsewhere must not reach it, neither
 * by pointing its own domain at 127.0.0.1 (DNS rebinding: the Host header gives it away) nor by
 * calling it from its own origin (the Origin header does).
 */

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARDS = ['0.0.0.0', '::', '[::]'];

/** Host names (without port) a request may address the host by. */
export function allowedHostNames(boundHost: string): (name: string) => boolean {
  const bound = boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost;
  const names = new Set([...LOOPBACK_NAMES, bound.toLowerCase()]);
  const wildcard = WILDCARDS.includes(boundHost);
  return (name) => {
    const lower = name.toLowerCase();
    if (names.has(lower)) return true;
    // Listening on every address (asked for explicitly): any IP literal is one of ours, names are not.
    return wildcard && isIP(lower.replace(/^\[|\]$/g, '')) !== 0;
  };
}

/** An address as a Host header names it: an IPv6 literal in brackets, lower case. */
const asHostName = (address: string): string => (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address).toLowerCase();

/**
 * Host names the guest listener answers to: its own address only, never a loopback name (a page on
 * a phone reaches it by its LAN address; `localhost` there would be the phone). Listening on every
 * address (asked for explicitly), each of this machine's own non-loopback addresses, read when asked
 * (a laptop may change networks while it invites).
 */
export function ownHostNames(boundHost: string, interfaces: () => ReturnType<typeof networkInterfaces> = networkInterfaces): (name: string) => boolean {
  if (!WILDCARDS.includes(boundHost)) {
    const bound = asHostName(boundHost);
    return (name) => name.toLowerCase() === bound;
  }
  return (name) => {
    const wanted = name.toLowerCase();
    return Object.values(interfaces()).some((infos) => (infos ?? []).some((info) => !info.internal && asHostName(info.address) === wanted));
  };
}

export type Refusal = { status: number; code: string; message: string };

export interface GuardContext {
  boundHost: string;
  port: number;
  /** The names this listener answers to; by default its address and this machine's loopback names. */
  hostNames?: (name: string) => boolean;
}

/** Splits "name:port" (or "[v6]:port"); null when it is not a host header at all. */
export function splitHostHeader(value: string): { name: string; port: number | null } | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return null;
  return { name: match[1]!, port: match[2] === undefined ? null : Number(match[2]) };
}

/** Refuses a request whose Host is not this host, or whose Origin is another site. */
export function checkRequestOrigin(
  headers: { host?: string; origin?: string; 'sec-fetch-site'?: string },
  context: GuardContext,
): Refusal | null {
  const host = headers.host === undefined ? null : splitHostHeader(headers.host);
  const isOurs = context.hostNames ?? allowedHostNames(context.boundHost);
  if (!host || !isOurs(host.name) || (host.port ?? 80) !== context.port) {
    return {
      status: 403,
      code: 'forbidden-host',
      message: `Refused: this host answers only to its own address, not to Host "${headers.host ?? ''}"`,
    };
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://${headers.host}`) {
    return { status: 403, code: 'forbidden-origin', message: `Refused: requests from another origin ("${origin}") are not allowed` };
  }
  if (headers['sec-fetch-site'] === 'cross-site') {
    return { status: 403, code: 'forbidden-origin', message: 'Refused: cross-site requests are not allowed' };
  }
  return null;
}

/** True for `application/json`, with or without parameters such as charset. */
export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && value.split(';')[0]!.trim().toLowerCase() === 'application/json';
}
