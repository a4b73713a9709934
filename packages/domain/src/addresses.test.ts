import { describe, expect, it } from 'vitest';
import { addressLines, labelLines } from './addresses';

const HOME = {
  name: 'Grace Hopper',
  company: '',
  address1: '12 Harbor Way',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  phone: '(503) 555-0134',
};

describe('address lines', () => {
  it('prints the street lines and "City, ST 12345", leaving out what is empty', () => {
    expect(addressLines(HOME)).toEqual(['12 Harbor Way', 'Portland, OR 97201']);
    expect(addressLines({ ...HOME, city: '', state: '', zip: '' })).toEqual(['12 Harbor Way']);
  });

  it('puts who and the phone around them on a label, and no line of a migrated blank', () => {
    expect(labelLines({ ...HOME, company: 'Harbor Labs' })).toEqual([
      'Grace Hopper',
      'Harbor Labs',
      '12 Harbor Way',
      'Portland, OR 97201',
      '(503) 555-0134',
    ]);
    const blank = { ...HOME, address1: '', city: '', state: '', zip: '', phone: '' };
    expect(labelLines(blank)).toEqual(['Grace Hopper']);
  });
});
