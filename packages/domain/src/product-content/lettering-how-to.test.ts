import { describe, expect, it } from 'vitest';
import { HOW_TO_GUIDES, HOW_TO_PICTURES } from './lettering-how-to';
import {
  HOW_TO_LINKS,
  INSTALL_READY_EXPLANATIONS,
  LETTERING_FOOTER_NOTES,
} from './lettering-notes';

const text = (template: keyof typeof HOW_TO_GUIDES) =>
  HOW_TO_GUIDES[template].steps.map((step) => `${step.title} ${step.text}`).join(' ');

describe('the lettering how-to guides (spec 001 §2)', () => {
  it('has the two templates, each with six complete steps', () => {
    expect(Object.keys(HOW_TO_GUIDES).sort()).toEqual(['enclosed', 'not-enclosed']);
    for (const guide of Object.values(HOW_TO_GUIDES)) {
      expect(guide.title).not.toBe('');
      expect(guide.intro).not.toBe('');
      expect(guide.steps).toHaveLength(6);
      for (const step of guide.steps) {
        expect(step.title.trim()).not.toBe('');
        expect(step.text.length).toBeGreaterThan(60);
        expect(step.alt.trim()).not.toBe('');
        expect(HOW_TO_PICTURES).toContain(step.picture);
      }
      // One title per step, so each step is told apart by its heading.
      expect(new Set(guide.steps.map((step) => step.title)).size).toBe(6);
    }
  });

  it('walks through the application in order: clean, hinge, backing off, squeegee, tape off', () => {
    for (const template of ['enclosed', 'not-enclosed'] as const) {
      const steps = text(template);
      const order = [
        'Clean',
        'masking tape',
        'backing paper away',
        'centre outwards',
        'sharp angle',
      ];
      const positions = order.map((phrase) => steps.indexOf(phrase));
      expect(positions, template).not.toContain(-1);
      expect(
        [...positions].sort((a, b) => a - b),
        template,
      ).toEqual(positions);
    }
  });

  it('adds weeding and taping only where the application tape is not on yet', () => {
    const pictures = (template: keyof typeof HOW_TO_GUIDES) =>
      HOW_TO_GUIDES[template].steps.map((step) => step.picture);
    expect(pictures('not-enclosed').slice(0, 2)).toEqual(['weed', 'tape-on']);
    expect(pictures('enclosed')).not.toContain('weed');
    expect(pictures('enclosed')).not.toContain('tape-on');
    expect(text('not-enclosed')).toMatch(/weeding hook/);
  });

  it('uses every drawing it names', () => {
    const used = new Set(
      Object.values(HOW_TO_GUIDES).flatMap((guide) => guide.steps.map((s) => s.picture)),
    );
    expect([...used].sort()).toEqual([...HOW_TO_PICTURES].sort());
  });
});

describe('the lettering notes', () => {
  it('links both guides, says what the footer notes say and explains install-ready', () => {
    expect(HOW_TO_LINKS.map((link) => link.template)).toEqual(['enclosed', 'not-enclosed']);
    expect(new Set(HOW_TO_LINKS.map((link) => link.label)).size).toBe(2);
    const notes = LETTERING_FOOTER_NOTES.join(' ');
    expect(notes).toMatch(/surface colour shown is only illustrative/);
    expect(notes).toMatch(/cut individually and pre-spaced on application tape/);
    expect(INSTALL_READY_EXPLANATIONS.yes).toMatch(/weed away the surrounding vinyl.*pre-apply/);
    expect(INSTALL_READY_EXPLANATIONS.no).toMatch(/weed out the excess yourself/);
  });
});
