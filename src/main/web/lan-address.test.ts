import { describe, expect, it } from 'vitest';
import type { NetworkInterfaceInfo } from 'node:os';
import { chooseLanAddress } from './lan-address';

const v4 = (address: string, internal = false) => ({ address, family: 'IPv4', internal }) as NetworkInterfaceInfo;
const v6 = (address: string) => ({ address, family: 'IPv6', internal: false }) as NetworkInterfaceInfo;

describe('the address guests are shown', () => {
  it('is the home network IPv4 address, not a container bridge, a link-local or an IPv6 one', () => {
    expect(
      chooseLanAddress({
        lo: [v4('127.0.0.1', true)],
        docker0: [v4('172.17.0.1')],
        wlan0: [v6('fe80::1'), v4('169.254.3.3'), v4('192.168.1.20')],
      }),
    ).toBe('192.168.1.20');
    expect(chooseLanAddress({ eth0: [v4('10.0.0.7')], 'br-1234': [v4('192.168.49.1')] })).toBe('10.0.0.7');
  });

  it('is this machine alone when it has no network', () => {
    expect(chooseLanAddress({ lo: [v4('127.0.0.1', true)] })).toBe('127.0.0.1');
  });
});
