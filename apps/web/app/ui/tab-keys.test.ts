import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tab-keys';

describe('tabIndexForKey', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 6)).toBe(0);
    expect(tabIndexForKey('End', 0, 6)).toBe(5);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 1, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
