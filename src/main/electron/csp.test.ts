import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, parseCsp, withCspHeader } from './csp';

const metaPolicy = (): Map<string, string> => {
  const html = readFileSync(join(__dirname, '../../renderer/index.html'), 'utf8');
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no CSP meta tag');
  return parseCsp(match[1]);
};

describe('Content-Security-Policy header', () => {
  it('allows scripts only from the app itself: no inline code, no eval, no remote hosts', () => {
    const policy = parseCsp(CONTENT_SECURITY_POLICY);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it('is never looser than the meta tag in the renderer page', () => {
    const meta = metaPolicy();
    const header = parseCsp(CONTENT_SECURITY_POLICY);
    for (const [name, sources] of header) {
      if (name === 'frame-ancestors') continue; // meta tags cannot carry it
      const metaSources = (meta.get(name) ?? meta.get('default-src') ?? '').split(' ');
      for (const source of sources.split(' ')) expect(metaSources, `${name} ${source}`).toContain(source);
    }
    // Every directive the page restricts is restricted by the header as well.
    for (const name of meta.keys()) expect(header.has(name), name).toBe(true);
  });

  it('replaces a policy the response brought, whatever its header casing, and keeps the rest', () => {
    const headers = withCspHeader({
      'content-security-policy': ["script-src 'unsafe-eval'"],
      'Content-Type': ['text/html'],
    });
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
    expect(withCspHeader(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });
});
