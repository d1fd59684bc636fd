// The key every per-address limit counts under: IPv6 by its /64, IPv4 (mapped or not) by itself.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/server/clientKey.js';

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff:ffff:ffff:ffff', '2001:db8:0:0::/64'],
    ['2001:0DB8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1::/64'],
    ['2001:db8:aaaa:bbbb::1.2.3.4', '2001:db8:aaaa:bbbb::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['::1.2.3.4', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['fe80::2%lo', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['', ''],
    ['not an address', 'not an address'],
    ['2001:db8:::1', '2001:db8:::1'],
    ['2001:db8::g', '2001:db8::g'],
    ['1.2.3.256', '1.2.3.256'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('%j → %j', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('gives the addresses of one /64 one key, and of the next /64 another', () => {
    const keys = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:abcd::9', '2001:db8:1:2:ffff:ffff:ffff:fffe'].map(clientKey),
    );
    expect(keys.size).toBe(1);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
