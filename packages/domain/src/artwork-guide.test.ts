import { describe, expect, it } from 'vitest';
import {
  allTemplates,
  bleedText,
  BUSINESS_CARD_SIZES,
  describeBox,
  formatInches,
  guideSize,
  guideSizes,
  largestBleedIn,
  parseTemplateFileName,
  STICKER_SHAPES,
  templateDimensions,
  templateFileName,
  templateUrl,
  type GuideSize,
} from './artwork-guide';
import { artworkTopics } from './artwork-topics';

const sizeOf = (label: string): GuideSize => {
  const found = [...STICKER_SHAPES.flatMap((shape) => shape.sizes), ...BUSINESS_CARD_SIZES].find(
    (entry) => entry.label === label,
  );
  if (!found) throw new Error(`No size ${label}`);
  return found;
};

describe('the guide catalogue', () => {
  it('offers the shapes and size tabs of spec 001 §2', () => {
    expect(STICKER_SHAPES.map((shape) => shape.label)).toEqual([
      'Square or Rectangle',
      'Circle or Oval',
    ]);
    expect(guideSizes('sticker', 'square-rectangle').map((entry) => entry.label)).toEqual([
      '2X2',
      '2X3',
      '3X3',
      '2X4',
      '3X4',
      '4X4',
    ]);
    expect(guideSizes('sticker', 'circle-oval').map((entry) => entry.label)).toEqual([
      '2X2',
      '3X3',
      '4X4',
    ]);
    expect(guideSizes('business-card', null)).toEqual([
      { label: '3.5X2', widthIn: 3.5, heightIn: 2 },
    ]);
  });

  it('reads a size label as width by height', () => {
    expect(sizeOf('2X3')).toEqual({ label: '2X3', widthIn: 2, heightIn: 3 });
  });
});

describe('templateDimensions', () => {
  it('gives a business card the boxes of spec 001 §9', () => {
    const dims = templateDimensions('business-card', sizeOf('3.5X2'));
    expect(dims.trim).toEqual({ w: 3.5, h: 2, mm: { w: 88.9, h: 50.8 } });
    expect(dims.bleed).toEqual({ w: 3.66, h: 2.16, mm: { w: 93, h: 54.9 } });
    expect(dims.safety).toEqual({ w: 3.34, h: 1.84, mm: { w: 84.8, h: 46.7 } });
    expect(dims.bleedPerSideIn).toBe(0.08);
    expect(dims.safetyPerSideIn).toBe(0.08);
  });

  it('adds 0.16in to a sticker for the bleed and takes 0.16in off for the safety area', () => {
    const dims = templateDimensions('sticker', sizeOf('2X3'));
    expect(dims.trim).toEqual({ w: 2, h: 3, mm: { w: 50.8, h: 76.2 } });
    expect(dims.bleed).toEqual({ w: 2.16, h: 3.16, mm: { w: 54.9, h: 80.3 } });
    expect(dims.safety).toEqual({ w: 1.84, h: 2.84, mm: { w: 46.7, h: 72.1 } });
  });

  it('keeps exact inches for every size (no floating-point dust)', () => {
    for (const template of allTemplates()) {
      const dims = templateDimensions(template.kind, template.size);
      for (const guideBox of [dims.trim, dims.bleed, dims.safety]) {
        expect(guideBox.w * 1000).toBe(Math.round(guideBox.w * 1000));
        expect(guideBox.h * 1000).toBe(Math.round(guideBox.h * 1000));
        expect(guideBox.mm.w * 10).toBeCloseTo(Math.round(guideBox.mm.w * 10), 9);
      }
      expect(dims.bleed.w - dims.trim.w).toBeCloseTo(0.16, 9);
      expect(dims.trim.h - dims.safety.h).toBeCloseTo(0.16, 9);
    }
  });

  it('describes a box in inches and millimetres', () => {
    expect(describeBox(templateDimensions('business-card', sizeOf('3.5X2')).bleed)).toBe(
      '3.66 × 2.16 in (93.0 × 54.9 mm)',
    );
    expect(formatInches(2)).toBe('2');
  });
});

describe('template file names', () => {
  it('names files by kind, shape and size', () => {
    expect(templateFileName('sticker', 'circle-oval', sizeOf('3X3'), 'pdf')).toBe(
      'sticker-circle-oval-3x3.pdf',
    );
    expect(templateFileName('sticker', 'square-rectangle', sizeOf('2X4'), 'ai')).toBe(
      'sticker-square-rectangle-2x4.ai',
    );
    expect(templateFileName('business-card', null, sizeOf('3.5X2'), 'ai')).toBe(
      'business-card-3.5x2.ai',
    );
    expect(templateUrl('business-card', null, sizeOf('3.5X2'), 'pdf')).toBe(
      '/user-guide/artwork-guide/templates/business-card-3.5x2.pdf',
    );
  });

  it('lists every template once, two formats per size', () => {
    const names = allTemplates().map((template) => template.fileName);
    expect(names).toHaveLength((6 + 3 + 1) * 2);
    expect(new Set(names).size).toBe(names.length);
  });

  it('parses back exactly the names it makes, and nothing else', () => {
    for (const template of allTemplates()) {
      expect(parseTemplateFileName(template.fileName)).toEqual(template);
    }
    expect(parseTemplateFileName('sticker-circle-oval-2x3.pdf')).toBeNull();
    expect(parseTemplateFileName('sticker-square-rectangle-9x9.pdf')).toBeNull();
    expect(parseTemplateFileName('business-card-3.5x2.exe')).toBeNull();
    expect(parseTemplateFileName('../business-card-3.5x2.pdf')).toBeNull();
  });
});

describe('guideSize', () => {
  it('finds a size by label, falling back to the first one offered', () => {
    expect(guideSize('sticker', 'square-rectangle', '2X3').label).toBe('2X3');
    expect(guideSize('sticker', 'circle-oval', '2X3').label).toBe('2X2');
    expect(guideSize('business-card', null, '4X4').label).toBe('3.5X2');
  });

  it('knows the largest bleed, for one drawing scale', () => {
    expect(largestBleedIn()).toEqual({ w: 4.16, h: 4.16 });
  });
});

describe('the guide’s topics and its one bleed (issue 27 item 11)', () => {
  it('covers spec 000 §2’s sticker cases and business cards with print features', () => {
    expect(artworkTopics('sticker').map((topic) => topic.title)).toEqual([
      'Several shaped stickers on one sheet',
      'A special-shaped sticker',
      'A sticker with special processing',
    ]);
    expect(artworkTopics('business-card').map((topic) => topic.title)).toEqual([
      'Business cards with print features',
    ]);
  });

  it('words the bleed as the templates are drawn, 0.08in a side', () => {
    for (const kind of ['sticker', 'business-card'] as const) {
      const { bleedPerSideIn } = templateDimensions(kind, guideSize(kind, null, null));
      expect(bleedText(kind)).toBe(`${formatInches(bleedPerSideIn)}in (2mm)`);
    }
    expect(bleedText('sticker')).toBe('0.08in (2mm)');
    // Every bleed a topic names is the kind's own; no other figure creeps in.
    for (const kind of ['sticker', 'business-card'] as const) {
      const text = artworkTopics(kind)
        .flatMap((topic) => topic.points)
        .join(' ');
      expect(text).toContain(bleedText(kind));
      expect(text).not.toMatch(/5 ?mm/);
    }
  });
});
