import { HOW_TO_GUIDES } from '@shop/domain/product-content/lettering-how-to';
import { HOW_TO_LINKS, LETTERING_FOOTER_NOTES } from '@shop/domain/product-content/lettering-notes';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HowToDialog } from './how-to-dialog';
import { LetteringNotes } from './lettering-notes';

/** The text of an HTML fragment, entities decoded as a reader sees them. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

describe('HowToDialog', () => {
  for (const template of ['enclosed', 'not-enclosed'] as const) {
    it(`shows the ${template} guide as six steps, each with a title, its text and a drawing`, () => {
      const guide = HOW_TO_GUIDES[template];
      const html = renderToString(<HowToDialog template={template} open onClose={() => {}} />);
      expect(plain(html)).toContain(guide.title);
      expect(plain(html)).toContain(guide.intro);
      const steps = [...html.matchAll(/<li class="how-to__step">(.*?)<\/li>/g)].map(
        (m) => m[1] ?? '',
      );
      expect(steps).toHaveLength(6);
      steps.forEach((step, index) => {
        const expected = guide.steps[index];
        if (!expected) throw new Error(`no step ${index + 1}`);
        // The drawing: an SVG named by its description, with shapes in it.
        const svg = step.match(/<svg[^>]*role="img"[^>]*aria-label="([^"]+)"[^>]*>(.*?)<\/svg>/);
        expect(svg, `step ${index + 1}`).not.toBeNull();
        expect(plain(svg?.[1] ?? '')).toBe(expected.alt);
        expect(svg?.[2]).toMatch(/<(path|rect|circle|text)/);
        expect(plain(step.match(/<h3[^>]*>(.*?)<\/h3>/)?.[1] ?? '')).toBe(
          `${index + 1}${expected.title}`,
        );
        expect(plain(step.match(/<p class="how-to__text">(.*?)<\/p>/)?.[1] ?? '')).toBe(
          expected.text,
        );
      });
    });
  }

  it('is empty while closed', () => {
    const html = renderToString(
      <HowToDialog template="enclosed" open={false} onClose={() => {}} />,
    );
    expect(html).not.toContain(HOW_TO_GUIDES.enclosed.title);
    expect(html).not.toContain('<svg');
  });
});

describe('LetteringNotes', () => {
  it('has a button per guide and the footer notes, without the guides themselves', () => {
    const html = renderToString(<LetteringNotes />);
    const buttons = [
      ...html.matchAll(/<button[^>]*aria-haspopup="dialog"[^>]*>([^<]+)<\/button>/g),
    ];
    expect(buttons.map((m) => plain(m[1] ?? ''))).toEqual(HOW_TO_LINKS.map((link) => link.label));
    for (const note of LETTERING_FOOTER_NOTES) expect(plain(html)).toContain(note);
    expect(html).not.toContain(HOW_TO_GUIDES.enclosed.steps[0]?.text ?? 'no step');
  });
});
