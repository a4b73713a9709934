import { describe, expect, it } from 'vitest';
import { isSitePath, quoteReturnPath, safeReturnPath } from './site-path';

describe('safeReturnPath', () => {
  it.each([
    ['/stickers/standard-vinyl?quote=open', '/stickers/standard-vinyl?quote=open'],
    ['/cart#top', '/cart#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/%09/evil.example', '/%09/evil.example'],
  ])('%j → %j', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/stickers/standard-vinyl', true],
    ['/', true],
    ['/cart?x=1#top', true],
    ['/%2F%2Fevil.example', true],
    ['//evil.example/x', false],
    ['///evil.example/x', false],
    ['/\\evil.example', false],
    ['\\/evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['https://evil.example/x', false],
    ['javascript:alert(1)', false],
    ['stickers/standard-vinyl', false],
    ['compare_type', false],
    ['', false],
  ])('%j → %s', (given, expected) => {
    expect(isSitePath(given)).toBe(expected);
  });

  it('agrees with the return address: a site path comes back as itself or its clean form', () => {
    for (const path of ['/a/../b', '/stickers?x=1', '/%09/evil.example']) {
      expect(isSitePath(path)).toBe(true);
      expect(isSitePath(safeReturnPath(path))).toBe(true);
    }
  });
});

describe('quoteReturnPath', () => {
  it('keeps the page and its query, adds the QUOTE flag and the PRICE tab', () => {
    expect(quoteReturnPath('/business-cards/premium-business-card', '')).toBe(
      '/business-cards/premium-business-card?quote=open#price',
    );
    expect(
      quoteReturnPath('/business-cards/hang-tags', '?featured=1&utm_source=newsletter&quote=open'),
    ).toBe('/business-cards/hang-tags?featured=1&utm_source=newsletter&quote=open#price');
  });

  it('names the PRICE tab when its configurator asked', () => {
    expect(
      quoteReturnPath('/business-cards/hang-tags', '?utm_source=mail&quote=open', 'price-tab'),
    ).toBe('/business-cards/hang-tags?utm_source=mail&quote=price#price');
  });

  it('never leaves the site, whatever the page path or query holds', () => {
    for (const pathname of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
    ]) {
      expect(quoteReturnPath(pathname, '')).toBe('/');
    }
    const hostileQuery = quoteReturnPath('/stickers/roll', '?next=//evil.example');
    expect(hostileQuery).toBe('/stickers/roll?next=%2F%2Fevil.example&quote=open#price');
    expect(isSitePath(hostileQuery)).toBe(true);
  });
});
