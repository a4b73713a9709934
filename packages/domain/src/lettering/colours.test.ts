import { describe, expect, it } from 'vitest';
import { seededCatalog } from '../../test/seeded-catalog';
import { CUSTOM_COLOUR_IDS } from './lettering-constants';
import { LETTERING_COLOURS, isCustomColour, letteringColoursFor } from './colours';

describe('lettering colours', () => {
  const catalog = seededCatalog();

  it('has a colour for every colour the lettering products sell, under the catalog’s name', () => {
    const lettering = [...catalog.products.values()].filter((p) => p.type === 'lettering');
    expect(lettering.map((product) => product.id)).toEqual([9, 22, 23]);
    for (const product of lettering) {
      const offered = letteringColoursFor(product.colorIds);
      expect(offered.map((colour) => colour.catalogColorId)).toEqual(product.colorIds);
      for (const colour of offered) {
        expect(colour.name).toBe(catalog.colors.get(colour.catalogColorId ?? 0)?.name);
      }
    }
  });

  it('points only at catalog colours that exist', () => {
    for (const colour of LETTERING_COLOURS) {
      if (colour.catalogColorId === null) continue;
      expect(catalog.colors.get(colour.catalogColorId)?.name).toBe(colour.name);
    }
  });

  it('draws the custom colours with gradients and patterns, the others flat', () => {
    expect(LETTERING_COLOURS.filter(isCustomColour).map((colour) => colour.id)).toEqual([
      ...CUSTOM_COLOUR_IDS,
    ]);
    for (const colour of LETTERING_COLOURS) {
      expect(colour.paint.kind === 'solid').toBe(!isCustomColour(colour));
      const hexes =
        colour.paint.kind === 'solid' ? [colour.paint.hex] : colour.paint.stops.map((s) => s.hex);
      for (const hex of hexes) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(new Set(LETTERING_COLOURS.map((colour) => colour.id)).size).toBe(
      LETTERING_COLOURS.length,
    );
  });
});
