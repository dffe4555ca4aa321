import { describe, expect, it } from 'vitest';
import { allowedHostNames, checkRequestOrigin, isJsonContentType, splitHostHeader } from './request-guard';

const local = { boundHost: '127.0.0.1', port: 5197 };

describe('request guard', () => {
  it('accepts the bound address and localhost names on the right port', () => {
    expect(checkRequestOrigin({ host: '127.0.0.1:5197' }, local)).toBeNull();
    expect(checkRequestOrigin({ host: 'localhost:5197', origin: 'http://localhost:5197' }, local)).toBeNull();
    expect(checkRequestOrigin({ host: '[::1]:5197' }, local)).toBeNull();
    expect(checkRequestOrigin({ host: 'LOCALHOST:5197', 'sec-fetch-site': 'same-origin' }, local)).toBeNull();
  });

  it('refuses other host names, other ports and a missing Host', () => {
    expect(checkRequestOrigin({ host: 'attacker.example:5197' }, local)?.code).toBe('forbidden-host');
    expect(checkRequestOrigin({ host: '127.0.0.1:80' }, local)?.code).toBe('forbidden-host');
    expect(checkRequestOrigin({ host: '127.0.0.1' }, local)?.code).toBe('forbidden-host');
    expect(checkRequestOrigin({}, local)?.code).toBe('forbidden-host');
    expect(checkRequestOrigin({ host: '192.168.1.4:5197' }, local)?.code).toBe('forbidden-host');
  });

  it('refuses another origin, even with a good Host', () => {
    expect(checkRequestOrigin({ host: '127.0.0.1:5197', origin: 'http://attacker.example' }, local)?.code).toBe('forbidden-origin');
    expect(checkRequestOrigin({ host: '127.0.0.1:5197', origin: 'http://localhost:5197' }, local)?.code).toBe('forbidden-origin');
    expect(checkRequestOrigin({ host: '127.0.0.1:5197', origin: 'null' }, local)?.code).toBe('forbidden-origin');
    expect(checkRequestOrigin({ host: '127.0.0.1:5197', 'sec-fetch-site': 'cross-site' }, local)?.code).toBe('forbidden-origin');
  });

  it('on a wildcard address asked for explicitly, accepts IP literals but not names', () => {
    const anywhere = allowedHostNames('0.0.0.0');
    expect(anywhere('192.168.1.4')).toBe(true);
    expect(anywhere('[fe80::1]')).toBe(true);
    expect(anywhere('attacker.example')).toBe(false);
    expect(allowedHostNames('192.168.1.4')('192.168.1.4')).toBe(true);
    expect(allowedHostNames('192.168.1.4')('10.0.0.1')).toBe(false);
  });

  it('splits Host headers', () => {
    expect(splitHostHeader('localhost:80')).toEqual({ name: 'localhost', port: 80 });
    expect(splitHostHeader('[::1]:5197')).toEqual({ name: '[::1]', port: 5197 });
    expect(splitHostHeader('example.org')).toEqual({ name: 'example.org', port: null });
    expect(splitHostHeader('a:b:c')).toBeNull();
  });

  it('recognises JSON content types only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
