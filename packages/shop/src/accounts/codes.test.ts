import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode } from './codes';

describe('emailed codes (issue 30)', () => {
  it('are 6 digits, zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('are kept only as a salted digest that matches the code and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{6}$/), (code, other) => {
        const stored = hashCode(code);
        expect(stored).not.toContain(code);
        expect(codeMatches(code, stored)).toBe(true);
        expect(codeMatches(other, stored)).toBe(other === code);
      }),
      { numRuns: 100 },
    );
    // The same code stored twice gives two digests (a salt each).
    expect(hashCode('123456')).not.toBe(hashCode('123456'));
    expect(codeMatches('123456', 'not-a-digest')).toBe(false);
  });
});
