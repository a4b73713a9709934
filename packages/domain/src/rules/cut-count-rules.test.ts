import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNT_INPUT_MAX_LENGTH,
  CUT_COUNT_MESSAGES,
  MAX_CUTS_PER_SHAPE,
  MAX_QUOTED_CUTS_PER_SHAPE,
  MAX_STICKERS_PER_SHEET,
  checkCutPerShape,
  cutCountCheck,
  cutsAboveMaximum,
  checkStickersPerSheet,
  parseCount,
  shapeHasCuts,
} from './cut-count-rules';
import { cuttings, shapes } from '../../test/test-catalog';

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
      // Not in §8: the §9 bound of 10000, above which no quote is offered either.
      cutsAboveLimit: 'Number of cuts should not be more than 10000.',
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

describe('more than 30 cuts (issue 11 item 3)', () => {
  it('is a quote from 31 to 10000 cuts, and only for a shape with cuts', () => {
    expect(MAX_QUOTED_CUTS_PER_SHAPE).toBe(10_000);
    for (const cuts of [31, 500, 10_000]) expect(cutsAboveMaximum(withCuts, cuts)).toBe(true);
    for (const cuts of [null, 0, 1, 30, 10_001])
      expect(cutsAboveMaximum(withCuts, cuts)).toBe(false);
    expect(cutsAboveMaximum(withoutCuts, 31)).toBe(false);
    expect(cutsAboveMaximum(null, 31)).toBe(false);
  });

  it('shows the over-30 message without blocking the form while the button asks for a quote', () => {
    expect(cutCountCheck(withCuts, 31)).toEqual({
      status: 'quote',
      message: CUT_COUNT_MESSAGES.cutsOverMax,
      blocks: false,
    });
    expect(cutCountCheck(withCuts, 10_000)).toMatchObject({ status: 'quote', blocks: false });
    expect(cutCountCheck(withCuts, 30)).toEqual({ status: 'ok', message: null, blocks: false });
    expect(cutCountCheck(withoutCuts, 99)).toEqual({ status: 'ok', message: null, blocks: false });
    expect(cutCountCheck(withCuts, null)).toEqual({
      status: 'missing',
      message: CUT_COUNT_MESSAGES.cutsRequired,
      blocks: true,
    });
    // Above the bound of spec 001 §9 nothing can be asked: no quote is promised.
    expect(cutCountCheck(withCuts, 10_001)).toEqual({
      status: 'above-limit',
      message: CUT_COUNT_MESSAGES.cutsAboveLimit,
      blocks: true,
    });
    expect(CUT_COUNT_MESSAGES.cutsAboveLimit).not.toMatch(/quote/i);
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
    expect(parseCount('')).toBeNull();
    expect(parseCount('007')).toBe(7);
    // Issue 27 item 1: not a whole number is no count, never 19.
    expect(parseCount('1.9')).toBeNull();
    expect(parseCount('12a345')).toBeNull();
  });

  it('never yield more than 6 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const count = parseCount(text);
        expect(count === null || (Number.isInteger(count) && count <= 999_999)).toBe(true);
      }),
    );
  });
});
