import { describe, expect, it } from 'vitest';
import { isQuoteReturn } from './quote-return';
import { quoteReturnPath } from './site-path';

describe('isQuoteReturn (issue 27 item 15)', () => {
  it('knows the way back of a quote request from either form', () => {
    expect(isQuoteReturn(quoteReturnPath('/business-cards/hang-tags', '?featured=1'))).toBe(true);
    expect(isQuoteReturn(quoteReturnPath('/stickers/roll', '', 'price-tab'))).toBe(true);
  });

  it('is false for any other return address, or one off this site', () => {
    for (const path of [
      null,
      '',
      '/',
      '/business-cards/hang-tags?featured=1',
      '/stickers/roll?quote=elsewhere',
      '//evil.example/x?quote=open',
      'https://evil.example/?quote=open',
    ]) {
      expect(isQuoteReturn(path), String(path)).toBe(false);
    }
  });
});
