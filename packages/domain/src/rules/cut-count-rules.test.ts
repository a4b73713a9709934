import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNT_INPUT_MAX_LENGTH,
  CUT_COUNT_MESSAGES,
  MAX_CUTS_PER_SHAPE,
  MAX_STICKERS_PER_SHEET,
  checkCutPerShape,
  checkStickersPerSheet,
  filterCountInput,
  parseCount,
  shapeHasCuts,
} from './cut-count-rules';
import { cuttings, shapes } from './test-catalog';

const withCuts = shapes.find((shape) => shape.cuts !== null) ?? null;
const withoutCuts = shapes.find((shape) => shape.cuts === null) ?? null;
const sheet = cuttings.find((cutting) => cutting.inputEa) ?? null;
const dieCut = cuttings.find((cutting) => !cutting.inputEa) ?? null;

describe('messages', () => {
  it('are the exact texts of spec 001 §8', () => {
    expect(CUT_COUNT_MESSAGES).toEqual({
      cutsRequired: 'Number of cuts is required.',
      cutsOverMax:
        'Number of cuts should not be more than 30. Request a quote from the button below.',
      stickersRequired: 'Please specify the number of stickers to place in one seat.',
      stickersOverMax: 'Number of stickers should not be more than 30.',
    });
    expect(MAX_CUTS_PER_SHAPE).toBe(30);
    expect(MAX_STICKERS_PER_SHEET).toBe(30);
  });
});

describe('checkCutPerShape', () => {
  it('needs nothing when the shape has no cuts', () => {
    expect(shapeHasCuts(withoutCuts)).toBe(false);
    expect(shapeHasCuts(null)).toBe(false);
    expect(checkCutPerShape(withoutCuts, null)).toBeNull();
    expect(checkCutPerShape(null, 999)).toBeNull();
  });

  it('requires 1 to 30 when the shape has cuts', () => {
    expect(shapeHasCuts(withCuts)).toBe(true);
    expect(checkCutPerShape(withCuts, null)).toBe('Number of cuts is required.');
    expect(checkCutPerShape(withCuts, 0)).toBe('Number of cuts is required.');
    expect(checkCutPerShape(withCuts, 1)).toBeNull();
    expect(checkCutPerShape(withCuts, 30)).toBeNull();
    expect(checkCutPerShape(withCuts, 31)).toBe(
      'Number of cuts should not be more than 30. Request a quote from the button below.',
    );
    expect(checkCutPerShape(withCuts, 10_000)).toBe(CUT_COUNT_MESSAGES.cutsOverMax);
  });
});

describe('checkStickersPerSheet', () => {
  it('needs nothing when the cutting does not ask for it', () => {
    expect(checkStickersPerSheet(dieCut, null)).toBeNull();
    expect(checkStickersPerSheet(null, null)).toBeNull();
  });

  it('requires 1 to 30 when the cutting asks for it', () => {
    expect(checkStickersPerSheet(sheet, null)).toBe(
      'Please specify the number of stickers to place in one seat.',
    );
    expect(checkStickersPerSheet(sheet, 0)).toBe(CUT_COUNT_MESSAGES.stickersRequired);
    expect(checkStickersPerSheet(sheet, 1)).toBeNull();
    expect(checkStickersPerSheet(sheet, 30)).toBeNull();
    expect(checkStickersPerSheet(sheet, 31)).toBe('Number of stickers should not be more than 30.');
  });
});

describe('count inputs', () => {
  it('keep at most 6 digits', () => {
    expect(COUNT_INPUT_MAX_LENGTH).toBe(6);
    expect(filterCountInput('12a34567')).toBe('123456');
    expect(parseCount('')).toBeNull();
    expect(parseCount('007')).toBe(7);
    expect(parseCount('1.9')).toBe(19);
  });

  it('never yield more than 6 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = filterCountInput(text);
        expect(out).toMatch(/^\d{0,6}$/);
        const count = parseCount(text);
        expect(count === null || (Number.isInteger(count) && count <= 999_999)).toBe(true);
      }),
    );
  });
});
