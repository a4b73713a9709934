import { describe, expect, it } from 'vitest';
import { testCatalog } from '../test/test-catalog';
import type { Catalog } from './catalog-model';
import { applySpecialProcessingChange } from './rules/special-processing-form';
import { initSpecialProcessingForm } from './rules/special-processing-start';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from './rules/special-processing-form';
import { checkSpecialProcessingRequest } from './special-processing-check';
import { specialProcessingFields } from './special-processing-payload';
import {
  SPECIAL_PROCESSING_REQUEST_MESSAGES as M,
  parseSpecialProcessingFields,
} from './special-processing-request';
import type { SpecialProcessingFields } from './special-processing-request';

const catalog: Catalog = testCatalog();
const contact = { firstname: 'Ada', lastname: 'Lovelace', email_address: 'ada@example.com' };

function form(productId: number, ...changes: SpecialProcessingChange[]) {
  const start = initSpecialProcessingForm(catalog, { productId, featuredItemId: 13 });
  if (!start) throw new Error('the test catalog lists products');
  return changes.reduce<SpecialProcessingFormState>(
    (state, change) => applySpecialProcessingChange(state, change, catalog),
    start,
  );
}

/** A die-cut product-1 request with stamp spot (gold): one the form sends. */
const sendable = () =>
  specialProcessingFields(
    form(
      1,
      { field: 'size', width: '2', height: '3' },
      { field: 'option', optionId: 5 },
      { field: 'subItem', optionId: 5, itemId: 501 },
    ),
    { ...contact, comment: 'Gold on the logo only.', utm: { utm_source: 'newsletter' } },
  );

function problemsOf(fields: SpecialProcessingFields) {
  const result = checkSpecialProcessingRequest(catalog, fields);
  return result.ok ? [] : result.problems;
}

describe('the payload', () => {
  it("names the spec's fields", () => {
    expect(sendable()).toEqual({
      quote_type: 'Special Processing',
      featured_item_id: '13',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email_address: 'ada@example.com',
      product_id: '1',
      cutting_id: '1',
      shape_id: '3',
      finishing_id: '5',
      premium_processing_id: '47',
      adhesive_id: '1',
      color_id: '1',
      width: '2',
      height: '3',
      quantity: '50',
      addons: ['5'],
      'ai-stamp-spot': ['501'],
      comment: 'Gold on the logo only.',
      utm_source: 'newsletter',
    });
  });

  it('is accepted, with the typed request and the form state', () => {
    const result = checkSpecialProcessingRequest(catalog, sendable());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.request).toMatchObject({
      quote_type: 'Special Processing',
      product_id: 1,
      cutting_id: 1,
      width: 2,
      height: 3,
      addons: [5],
      sub_items: { 'stamp-spot': [501] },
      utm: { utm_source: 'newsletter' },
      address_book_id: null,
      size_id: null,
    });
    expect(result.state.values.selection).toEqual({ optionIds: [5], subItemIds: [501] });
  });
});

describe('parseSpecialProcessingFields', () => {
  const problems = (fields: SpecialProcessingFields) => {
    const parsed = parseSpecialProcessingFields(fields);
    return parsed.ok ? [] : parsed.problems;
  };

  it('requires the names, without HTML, at most 100 characters', () => {
    const fields = sendable();
    expect(problems({ ...fields, firstname: ' ' })).toEqual([
      { field: 'firstname', message: '※Please enter the first name.' },
    ]);
    const { lastname: _lastname, ...noLastname } = fields;
    expect(problems(noLastname)).toEqual([
      { field: 'lastname', message: '※Please enter the last name.' },
    ]);
    expect(problems({ ...fields, firstname: '<b>Ada</b>' })).toEqual([
      { field: 'firstname', message: 'Names cannot contain HTML tags.' },
    ]);
    expect(problems({ ...fields, lastname: 'x'.repeat(101) })).toEqual([
      { field: 'lastname', message: 'Names can be at most 100 characters.' },
    ]);
    expect(problems({ ...fields, lastname: 'x'.repeat(100) })).toEqual([]);
  });

  it('requires a valid email', () => {
    expect(problems({ ...sendable(), email_address: '' })).toEqual([
      { field: 'email_address', message: '※Please enter the email address.' },
    ]);
    expect(problems({ ...sendable(), email_address: 'ada@' })).toEqual([
      { field: 'email_address', message: '※Invalid email address.' },
    ]);
  });

  it('takes only the Special Processing type', () => {
    expect(problems({ ...sendable(), quote_type: 'Special Size' })).toEqual([
      { field: 'quote_type', message: M.quoteType },
    ]);
  });

  it('reads width and height by the numeric input rule: a comma is a point (issue 27)', () => {
    expect(problemsOf({ ...sendable(), width: '1234567' })).toEqual([
      { field: 'width', message: 'Width takes at most 6 characters.' },
    ]);
    expect(problemsOf({ ...sendable(), height: '-3' })).toEqual([
      { field: 'height', message: 'Height must be one number, like 3.5.' },
    ]);
    expect(problemsOf({ ...sendable(), height: '3,0' })).toEqual([]);
    expect(parseSpecialProcessingFields({ ...sendable(), height: '3,5' })).toMatchObject({
      ok: true,
      request: { height: 3.5 },
    });
  });

  it('refuses a count that is not a whole number, naming the field, never reading 127', () => {
    const sheet = specialProcessingFields(
      form(
        1,
        { field: 'cutting', cuttingId: 3 },
        { field: 'size', width: '2', height: '3' },
        { field: 'ea', text: '5' },
        { field: 'option', optionId: 5 },
        { field: 'subItem', optionId: 5, itemId: 501 },
      ),
      contact,
    );
    expect(problemsOf(sheet)).toEqual([]);
    expect(problemsOf({ ...sheet, ea: '12.7' })).toEqual([
      { field: 'ea', message: 'Stickers/Sheet must be a whole number, like 12.' },
    ]);
    expect(problemsOf({ ...sheet, ea: '1234567' })).toEqual([
      { field: 'ea', message: 'Stickers/Sheet takes at most 6 characters.' },
    ]);
  });

  it('names unknown fields, repeated single fields and malformed ids', () => {
    expect(problems({ ...sendable(), admin: 'yes' })).toEqual([
      { field: 'admin', message: M.unknownField },
    ]);
    expect(problems({ ...sendable(), cutting_id: ['1', '7'] })).toEqual([
      { field: 'cutting_id', message: M.single },
    ]);
    expect(problems({ ...sendable(), shape_id: '3; DROP' })).toEqual([
      { field: 'shape_id', message: M.id },
    ]);
    expect(problems({ ...sendable(), addons: ['5', 'x'] })).toEqual([
      { field: 'addons', message: M.id },
    ]);
    expect(problems({ ...sendable(), 'ai-stamp-spot': ['gold'] })).toEqual([
      { field: 'ai-stamp-spot', message: M.id },
    ]);
    expect(problems({ ...sendable(), 'ai-<script>': ['1'] })).toEqual([
      { field: 'ai-<script>', message: M.unknownField },
    ]);
  });

  it('takes one addon as a string or a list', () => {
    const parsed = parseSpecialProcessingFields({ ...sendable(), addons: '5' });
    expect(parsed.ok && parsed.request.addons).toEqual([5]);
  });
});

describe('checkSpecialProcessingRequest: spec 001 §5', () => {
  const multiCut = (cuts: string | null, ea: string | null) => {
    const fields: Record<string, string | readonly string[]> = specialProcessingFields(
      form(
        1,
        { field: 'cutting', cuttingId: 5 },
        { field: 'size', width: '4', height: '5' },
        { field: 'option', optionId: 7 },
      ),
      contact,
    );
    if (cuts !== null) fields.cut_per_shape = cuts;
    if (ea !== null) fields.ea = ea;
    return problemsOf(fields);
  };

  it('requires the number of cuts when the shape has cuts, 1 to 30', () => {
    expect(multiCut(null, '3')).toEqual([
      { field: 'cut_per_shape', message: 'Number of cuts is required.' },
    ]);
    expect(multiCut('0', '3')).toEqual([
      { field: 'cut_per_shape', message: 'Number of cuts is required.' },
    ]);
    expect(multiCut('31', '3')).toEqual([
      {
        field: 'cut_per_shape',
        message:
          'Number of cuts should not be more than 30. Request a quote from the button below.',
      },
    ]);
    expect(multiCut('30', '3')).toEqual([]);
  });

  it('requires stickers per sheet when the cutting asks for it, 1 to 30', () => {
    expect(multiCut('2', null)).toEqual([
      { field: 'ea', message: 'Please specify the number of stickers to place in one seat.' },
    ]);
    expect(multiCut('2', '31')).toEqual([
      { field: 'ea', message: 'Number of stickers should not be more than 30.' },
    ]);
    expect(multiCut('2', '30')).toEqual([]);
  });

  it('requires a size, not below the minimum', () => {
    const { width: _width, ...noWidth } = sendable();
    expect(problemsOf(noWidth)).toEqual([{ field: 'width', message: 'Size is required.' }]);
    const sheet = specialProcessingFields(
      form(
        1,
        { field: 'cutting', cuttingId: 3 },
        { field: 'size', width: '1', height: '3' },
        { field: 'ea', text: '2' },
        { field: 'option', optionId: 5 },
      ),
      contact,
    );
    expect(problemsOf(sheet)).toEqual([
      { field: 'width', message: '* Width or height must not be below 2x2in.' },
    ]);
  });

  it('requires a special-processing option, unless the cutting is one', () => {
    const { addons: _addons, 'ai-stamp-spot': _items, ...none } = sendable();
    expect(problemsOf(none)).toEqual([
      { field: 'addons', message: 'Please select a special processing option.' },
    ]);
    // Thomson sheets (6) are special processing themselves; this form offers premium processing
    // on them too (issue 27 item 13), so the request names one.
    const sheet: SpecialProcessingFields = {
      ...none,
      cutting_id: '6',
      ea: '4',
      shape_id: '6',
      cut_per_shape: '2',
    };
    expect(problemsOf(sheet)).toEqual([]);
    const withoutPremium = { ...sheet };
    delete withoutPremium.premium_processing_id;
    expect(problemsOf(withoutPremium)).toEqual([
      { field: 'premium_processing_id', message: 'Please choose an option.' },
    ]);
  });
});

describe('checkSpecialProcessingRequest: what the form would not offer', () => {
  it('refuses products 9 and 23 and unknown products', () => {
    for (const product_id of ['9', '23', '404']) {
      expect(problemsOf({ ...sendable(), product_id })).toEqual([
        { field: 'product_id', message: M.notOffered },
      ]);
    }
  });

  it('refuses a disabled or removed cutting', () => {
    expect(problemsOf({ ...sendable(), cutting_id: '7' })).toContainEqual({
      field: 'cutting_id',
      message: M.notOffered,
    });
    const hologram = { ...sendable(), product_id: '13', cutting_id: '7' };
    expect(problemsOf(hologram)).toContainEqual({ field: 'cutting_id', message: M.notOffered });
  });

  it('refuses an orientation off the roll, and requires one on it', () => {
    expect(problemsOf({ ...sendable(), orientation_id: '53' })).toEqual([
      { field: 'orientation_id', message: M.notOffered },
    ]);
    const roll = specialProcessingFields(
      form(1, { field: 'cutting', cuttingId: 9 }, { field: 'option', optionId: 5 }),
      contact,
    );
    expect(problemsOf(roll)).toEqual([]);
    const { orientation_id: _orientation, ...noOrientation } = roll;
    expect(problemsOf(noOrientation)).toEqual([{ field: 'orientation_id', message: M.missing }]);
    expect(problemsOf({ ...roll, adhesive_id: '1' })).toEqual([
      { field: 'adhesive_id', message: M.notOffered },
    ]);
    expect(problemsOf({ ...roll, width: '5' })).toEqual([{ field: 'width', message: M.fixedSize }]);
    expect(problemsOf({ ...roll, size_id: '1001' })).toContainEqual({
      field: 'size_id',
      message: M.notOffered,
    });
  });

  it('refuses a shape the sides do not allow', () => {
    // 2 x 3 in: Circle (1) is offered for equal sides only.
    expect(problemsOf({ ...sendable(), shape_id: '1' })).toEqual([
      { field: 'shape_id', message: M.notOffered },
    ]);
  });

  it('refuses a count the shape or the cutting does not ask for', () => {
    expect(problemsOf({ ...sendable(), cut_per_shape: '3' })).toEqual([
      { field: 'cut_per_shape', message: M.notOffered },
    ]);
    expect(problemsOf({ ...sendable(), ea: '3' })).toEqual([
      { field: 'ea', message: M.notOffered },
    ]);
  });

  it('refuses a disabled option for the product, and a repeated one', () => {
    const product14 = { ...sendable(), product_id: '14', adhesive_id: '1' };
    expect(problemsOf(product14)).toContainEqual({ field: 'addons', message: M.notOffered });
    expect(problemsOf({ ...sendable(), addons: ['5', '5'] })).toContainEqual({
      field: 'addons',
      message: M.duplicate,
    });
  });

  it('refuses sub-items beyond the limits or of an option not ticked', () => {
    const all = specialProcessingFields(
      form(15, { field: 'size', width: '2', height: '3' }, { field: 'option', optionId: 7 }),
      contact,
    );
    expect(problemsOf({ ...all, 'ai-white-layer': ['701', '702', '703'] })).toEqual([]);
    expect(problemsOf({ ...all, 'ai-white-layer': ['701', '702', '703', '704'] })).toEqual([
      { field: 'ai-white-layer', message: M.notOffered },
    ]);
    expect(
      problemsOf({
        ...all,
        addons: ['7', '8'],
        'ai-white-layer': ['701', '702'],
        'ai-varnish': ['801', '802'],
      }),
    ).toEqual([{ field: 'ai-varnish', message: M.notOffered }]);
    expect(problemsOf({ ...all, 'ai-stamp-spot': ['501'] })).toEqual([
      { field: 'ai-stamp-spot', message: M.notOffered },
    ]);
    const stamp = { ...all, addons: ['5'] };
    expect(problemsOf({ ...stamp, 'ai-stamp-spot': ['501', '502'] })).toEqual([
      { field: 'ai-stamp-spot', message: M.notOffered },
    ]);
    expect(problemsOf({ ...stamp, 'ai-stamp-spot': ['701'] })).toEqual([
      { field: 'ai-stamp-spot', message: M.notOffered },
    ]);
    expect(problemsOf({ ...stamp, 'ai-unknown': ['501'] })).toEqual([
      { field: 'ai-unknown', message: M.notOffered },
    ]);
  });

  it('refuses a cleared premium coating where it is forced, and a quantity not listed', () => {
    const hologram = specialProcessingFields(
      form(
        13,
        { field: 'size', width: '2', height: '3' },
        { field: 'premiumProcessing', premiumProcessingId: 48 },
        { field: 'option', optionId: 5 },
      ),
      contact,
    );
    expect(hologram.premium_coating_id).toBe('50');
    expect(problemsOf(hologram)).toEqual([]);
    const { premium_coating_id: _coating, ...cleared } = hologram;
    expect(problemsOf(cleared)).toEqual([{ field: 'premium_coating_id', message: M.missing }]);
    expect(problemsOf({ ...hologram, quantity: '51' })).toEqual([
      { field: 'quantity', message: M.notOffered },
    ]);
  });

  it('refuses an unknown page', () => {
    expect(problemsOf({ ...sendable(), featured_item_id: '404' })).toEqual([
      { field: 'featured_item_id', message: M.unknownPage },
    ]);
  });
});
