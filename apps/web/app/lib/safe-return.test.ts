import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return';

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
