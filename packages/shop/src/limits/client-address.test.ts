import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
