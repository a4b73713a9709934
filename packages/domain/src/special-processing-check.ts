/**
 * The server's check of a Special Processing request (issue 16): the request's ids are replayed
 * through the form's own reducer (rules/special-processing-form.ts), in the form's order, and
 * every id the form would not have offered at that point is refused on its field: an id not in
 * the list, a disabled cutting or option for the product, orientation off the roll, a count the
 * cutting or shape does not ask for, too many sub-items, a sub-item of an option not ticked.
 * Then the form's own §5 verdict (rules/special-processing-verdict.ts) runs on the replayed
 * state. The browser and the server thus decide with the same functions.
 */
import type { FieldProblem } from './api-error';
import type { Catalog } from './catalog-model';
import {
  applySpecialProcessingChange,
  newSpecialProcessingForm,
} from './rules/special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
  SpecialProcessingValues,
} from './rules/special-processing-form';
import { specialProcessingFormProblems } from './rules/special-processing-verdict';
import { parseDimension } from './rules/size-rules';
import {
  SPECIAL_PROCESSING_REQUEST_MESSAGES as M,
  parseSpecialProcessingFields,
} from './special-processing-request';
import type {
  SpecialProcessingFields,
  SpecialProcessingRequest,
} from './special-processing-request';

export type SpecialProcessingCheck =
  | { ok: true; request: SpecialProcessingRequest; state: SpecialProcessingFormState }
  | { ok: false; problems: FieldProblem[] };

type IdKey =
  | 'cuttingId'
  | 'shapeId'
  | 'orientationId'
  | 'finishingId'
  | 'premiumProcessingId'
  | 'premiumCoatingId'
  | 'adhesiveId'
  | 'colorId'
  | 'sizeId'
  | 'quantity';

class Replay {
  readonly problems: FieldProblem[] = [];

  constructor(
    private readonly catalog: Catalog,
    public state: SpecialProcessingFormState,
  ) {}

  apply(change: SpecialProcessingChange): void {
    this.state = applySpecialProcessingChange(this.state, change, this.catalog);
  }

  refuse(field: string, message: string): void {
    if (!this.problems.some((problem) => problem.field === field)) {
      this.problems.push({ field, message });
    }
  }

  /**
   * Chooses `wanted` as the form's select would. Nothing sent while the form has a value is
   * refused too: the form always sends the option it selected (except a premium coating that
   * may be cleared, whose change the reducer refuses when forced).
   */
  choose(
    field: string,
    key: IdKey,
    wanted: number | null,
    change: (id: number) => SpecialProcessingChange,
  ): void {
    if (wanted !== null) this.apply(change(wanted));
    else if (key === 'premiumCoatingId')
      this.apply({ field: 'premiumCoating', premiumCoatingId: null });
    const now: SpecialProcessingValues[IdKey] = this.state.values[key];
    if (now === wanted) return;
    this.refuse(field, wanted === null ? M.missing : M.notOffered);
  }
}

/** The text a field was sent as ('' when absent); the parser made sure it is one string. */
function sentText(fields: SpecialProcessingFields, field: string): string {
  const value = fields[field];
  return typeof value === 'string' ? value : '';
}

function replaySize(
  replay: Replay,
  request: SpecialProcessingRequest,
  fields: SpecialProcessingFields,
): void {
  if (replay.state.view.sizeMode === 'fixed') {
    replay.choose('size_id', 'sizeId', request.size_id, (sizeId) => ({
      field: 'fixedSize',
      sizeId,
    }));
    // The fixed size's sides are sent too; they must be that size's.
    const { width, height } = replay.state.values;
    if (request.width !== parseDimension(width)) replay.refuse('width', M.fixedSize);
    if (request.height !== parseDimension(height)) replay.refuse('height', M.fixedSize);
    return;
  }
  if (request.size_id !== null) replay.refuse('size_id', M.notOffered);
  // Typed as sent: the form's verdict reads (or refuses) the text as the form does.
  replay.apply({
    field: 'size',
    width: sentText(fields, 'width'),
    height: sentText(fields, 'height'),
  });
}

/**
 * A count typed as sent, as the size is: text that is not a whole number is then refused by the
 * form's own verdict, in the form's words (numeric-input.ts).
 */
function replayCount(
  replay: Replay,
  fields: SpecialProcessingFields,
  field: 'cut_per_shape' | 'ea',
  asked: boolean,
): void {
  const text = sentText(fields, field);
  if (text === '') return; // Required ones are the §5 verdict's ('Number of cuts is required.').
  if (!asked) {
    replay.refuse(field, M.notOffered);
    return;
  }
  replay.apply(field === 'ea' ? { field: 'ea', text } : { field: 'cutPerShape', text });
}

function replayOptions(replay: Replay, request: SpecialProcessingRequest): void {
  const seen = new Set<number>();
  for (const optionId of request.addons) {
    if (seen.has(optionId)) {
      replay.refuse('addons', M.duplicate);
      continue;
    }
    seen.add(optionId);
    replay.apply({ field: 'option', optionId });
    if (!replay.state.values.selection.optionIds.includes(optionId)) {
      replay.refuse('addons', M.notOffered);
    }
  }
}

/**
 * Each `ai-{code}` list through the form's sub-item toggle: a tick the form refuses, or one that
 * replaces another (a single-choice option sent two items), is refused on that field.
 */
function replaySubItems(replay: Replay, request: SpecialProcessingRequest): void {
  for (const [code, itemIds] of Object.entries(request.sub_items)) {
    const field = `ai-${code}`;
    const entry = replay.state.options.specialProcessing.find(
      (state) => state.option.code === code,
    );
    if (!entry || !replay.state.values.selection.optionIds.includes(entry.option.id)) {
      replay.refuse(field, M.notOffered);
      continue;
    }
    for (const itemId of itemIds) {
      const before = replay.state.values.selection.subItemIds;
      replay.apply({ field: 'subItem', optionId: entry.option.id, itemId });
      const after = replay.state.values.selection.subItemIds;
      const kept = before.every((id) => after.includes(id));
      if (!after.includes(itemId) || !kept || before.includes(itemId)) {
        replay.refuse(field, M.notOffered);
        break;
      }
    }
  }
}

function replay(
  catalog: Catalog,
  request: SpecialProcessingRequest,
  fields: SpecialProcessingFields,
): Replay | FieldProblem[] {
  const start = newSpecialProcessingForm(catalog, request.product_id, request.featured_item_id);
  if (!start || start.values.productId !== request.product_id) {
    return [{ field: 'product_id', message: M.notOffered }];
  }
  const r = new Replay(catalog, start);
  if (request.featured_item_id !== null && !catalog.featuredItems.has(request.featured_item_id)) {
    r.refuse('featured_item_id', M.unknownPage);
  }
  // The form's order, parents first; the size before the shapes it filters.
  r.choose('cutting_id', 'cuttingId', request.cutting_id, (cuttingId) => ({
    field: 'cutting',
    cuttingId,
  }));
  replaySize(r, request, fields);
  r.choose('shape_id', 'shapeId', request.shape_id, (shapeId) => ({ field: 'shape', shapeId }));
  replayCount(r, fields, 'cut_per_shape', r.state.view.cutPerShapeRequired);
  replayCount(r, fields, 'ea', r.state.view.eaRequired);
  r.choose('orientation_id', 'orientationId', request.orientation_id, (orientationId) => ({
    field: 'orientation',
    orientationId,
  }));
  r.choose('finishing_id', 'finishingId', request.finishing_id, (finishingId) => ({
    field: 'finishing',
    finishingId,
  }));
  r.choose('premium_processing_id', 'premiumProcessingId', request.premium_processing_id, (id) => ({
    field: 'premiumProcessing',
    premiumProcessingId: id,
  }));
  r.choose('premium_coating_id', 'premiumCoatingId', request.premium_coating_id, (id) => ({
    field: 'premiumCoating',
    premiumCoatingId: id,
  }));
  r.choose('adhesive_id', 'adhesiveId', request.adhesive_id, (adhesiveId) => ({
    field: 'adhesive',
    adhesiveId,
  }));
  r.choose('color_id', 'colorId', request.color_id, (colorId) => ({ field: 'color', colorId }));
  r.choose('quantity', 'quantity', request.quantity, (quantity) => ({
    field: 'quantity',
    quantity,
  }));
  replayOptions(r, request);
  replaySubItems(r, request);
  return r;
}

/**
 * Parses the request's fields and replays them through the form: the typed request and the
 * form's state when the form could have sent it, else a problem per refused field.
 */
export function checkSpecialProcessingRequest(
  catalog: Catalog,
  fields: SpecialProcessingFields,
): SpecialProcessingCheck {
  const parsed = parseSpecialProcessingFields(fields);
  if (!parsed.ok) return parsed;
  const result = replay(catalog, parsed.request, fields);
  if (Array.isArray(result)) return { ok: false, problems: result };
  for (const problem of specialProcessingFormProblems(catalog, result.state)) {
    result.refuse(problem.field, problem.message);
  }
  return result.problems.length > 0
    ? { ok: false, problems: result.problems }
    : { ok: true, request: parsed.request, state: result.state };
}
