import { describe, expect, it } from 'vitest';
import { allowedHostNames, checkRequestOrigin, isJsonContentType, ownHostNames, splitHostHeader } from './request-guard';

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

  it("the guest listener answers only its own address: no loopback name, no other of this machine's", () => {
    const guest = { boundHost: '192.168.1.4', port: 5198, hostNames: ownHostNames('192.168.1.4') };
    expect(checkRequestOrigin({ host: '192.168.1.4:5198', origin: 'http://192.168.1.4:5198' }, guest)).toBeNull();
    for (const host of ['localhost:5198', '127.0.0.1:5198', '[::1]:5198', 'LOCALHOST:5198', '10.0.0.1:5198', '192.168.1.4:5197']) {
      expect(checkRequestOrigin({ host }, guest)?.code).toBe('forbidden-host');
    }
    // Listening on every address: each of this machine's own addresses, never a loopback one.
    const interfaces = () => ({
      lo: [{ address: '127.0.0.1', internal: true }, { address: '::1', internal: true }],
      wlan0: [{ address: '192.168.1.4', internal: false }, { address: 'fe80::1', internal: false }],
    }) as never;
    const anywhere = ownHostNames('0.0.0.0', interfaces);
    expect(['192.168.1.4', '[fe80::1]', '[FE80::1]', '127.0.0.1', '[::1]', 'localhost', '10.0.0.1'].map(anywhere)).toEqual([true, true, true, false, false, false, false]);
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
