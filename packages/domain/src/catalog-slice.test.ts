import fc from 'fast-check';
import { expect, it } from 'vitest';
import { pagesOf, visitPage, type Visit } from '../test/page-visitor';
import { seededCatalog } from '../test/seeded-catalog';
import { catalogForPage } from './catalog-slice';
import { priceConfiguration } from './price-configuration';
import { shopDate } from './shipping-calendar';

// Issue 14: a product page carries only its slice of the catalog. Whatever a visitor does on the
// page, the slice must show and price exactly what the whole catalog does.
const catalog = seededCatalog();
const NOW = new Date('2026-11-24T18:30:00Z');
const ZONE = 'America/Los_Angeles';
const pages = pagesOf(catalog);

const visitArbitrary: fc.Arbitrary<Visit> = fc.record({
  page: fc.nat(),
  product: fc.option(fc.nat()),
  featured: fc.boolean(),
  actions: fc.array(
    fc.record({
      control: fc.nat(),
      pick: fc.nat(),
      text: fc.constantFrom('', '1', '2.5', '3', '12', '100', '1000'),
    }),
    { maxLength: 14 },
  ),
});

it('shows and prices every visit of every page as the whole catalog does', () => {
  fc.assert(
    fc.property(visitArbitrary, (visit) => {
      const page = pages[visit.page % pages.length];
      if (!page) throw new Error('no pages');
      const slice = catalogForPage(catalog, page, { today: shopDate(NOW, ZONE) });
      const whole = visitPage(catalog, visit);
      const sliced = visitPage(slice, { ...visit, page: 0 });
      expect(sliced.page).toBe(page);
      expect(sliced.state).toEqual(whole.state);
      expect(priceConfiguration(slice, sliced.state, NOW, ZONE)).toEqual(
        priceConfiguration(catalog, whole.state, NOW, ZONE),
      );
    }),
    { numRuns: 400 },
  );
});

it('leaves out what no product of the page offers, and past holidays', () => {
  const sizes = pages.map((page) => {
    const slice = catalogForPage(catalog, page, { today: '2026-11-24' });
    expect(slice.holidays.every((holiday) => holiday.date >= '2026-11-24')).toBe(true);
    expect(slice.holidays.length).toBeLessThan(catalog.holidays.length);
    return slice.printFeatureGroups.size + slice.cuttings.size;
  });
  expect(Math.min(...sizes)).toBeLessThan(catalog.printFeatureGroups.size + catalog.cuttings.size);
});

it('hands every slice of one day the same holiday list, so dispatch dates stay remembered', () => {
  const [first, second] = pages;
  if (!first || !second) throw new Error('two pages expected');
  const a = catalogForPage(catalog, first, { today: '2026-11-24' });
  const b = catalogForPage(catalog, second, { today: '2026-11-24' });
  expect(b.holidays).toBe(a.holidays);
  expect(catalogForPage(catalog, first, { today: '2026-11-25' }).holidays).not.toBe(a.holidays);
});
