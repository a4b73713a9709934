/**
 * What the Special Processing form says about its state (spec 001 §5): the problems shown after
 * Send Quote, named by the request's fields, and whether Send Quote is enabled. The browser and
 * the server's check (special-processing-check.ts) both ask these functions.
 */
import type { FieldProblem } from '../api-error';
import type { Catalog } from '../catalog-model';
import { CUTS_FIELD, STICKERS_PER_SHEET_FIELD, parseCount } from './cut-count-rules';
import { numericRefusal } from '../numeric-input';
import type { SpecialProcessingFormState } from './special-processing-form';
import { selectedCutting, selectedShape } from './special-processing-form';
import {
  hasSpecialProcessingChoice,
  validateSpecialProcessingForm,
} from './special-processing-rules';
import type { SpecialProcessingFormInput } from './special-processing-rules';
import {
  SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH,
  dimensionField,
  parseDimension,
  sizeProblemField,
} from './size-rules';

function formInput(
  catalog: Catalog,
  state: SpecialProcessingFormState,
): SpecialProcessingFormInput {
  const { values, options } = state;
  return {
    cutting: selectedCutting(catalog, values),
    shape: selectedShape(state),
    cutPerShape: parseCount(values.cutPerShape),
    stickersPerSheet: parseCount(values.ea),
    widthIn: parseDimension(values.width),
    heightIn: parseDimension(values.height),
    sizeId: values.sizeId,
    fixedSizes: options.fixedSizes,
    dimLookups: catalog.products.get(values.productId)?.dimLookups ?? [],
    selection: values.selection,
  };
}

/**
 * The request field a size problem belongs to: the fixed size on a roll; otherwise the side
 * not entered, or the shorter side when below the minimum.
 */
function sizeField(state: SpecialProcessingFormState): 'size_id' | 'width' | 'height' {
  if (state.view.sizeMode === 'fixed') return 'size_id';
  const widthIn = parseDimension(state.values.width);
  const heightIn = parseDimension(state.values.height);
  if (widthIn === null) return 'width';
  if (heightIn === null) return 'height';
  return sizeProblemField(widthIn, heightIn);
}

/**
 * Every problem of spec 001 §5 that depends on the form's choices (cut_per_shape, ea, the size,
 * the special-processing option), in field order. Names and email are the contract's
 * (special-processing-request.ts).
 */
export function specialProcessingFormProblems(
  catalog: Catalog,
  state: SpecialProcessingFormState,
): FieldProblem[] {
  const refused = specialProcessingNumericRefusals(state);
  const problems = validateSpecialProcessingForm(formInput(catalog, state))
    .map((problem) =>
      problem.field === 'size' ? { ...problem, field: sizeField(state) } : problem,
    )
    // A field whose text is refused says that, not "required" (its text reads as no number).
    .filter((problem) => !refused.some((refusal) => refusal.field === problem.field));
  return [...refused, ...problems];
}

/** The numeric inputs of the form, by request field (spec 001 §5 "Special Processing form"). */
export const SPECIAL_PROCESSING_NUMERIC_FIELDS = {
  cut_per_shape: CUTS_FIELD,
  ea: STICKERS_PER_SHEET_FIELD,
  width: dimensionField('width', SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH),
  height: dimensionField('height', SPECIAL_PROCESSING_DIMENSION_MAX_LENGTH),
} as const;

/**
 * The numeric inputs the form shows whose text is not one valid number (numeric-input.ts): the
 * form says so as soon as such text is there, not only after Send Quote.
 */
export function specialProcessingNumericRefusals(
  state: SpecialProcessingFormState,
): FieldProblem[] {
  const { values, view } = state;
  const shown: [keyof typeof SPECIAL_PROCESSING_NUMERIC_FIELDS, string, boolean][] = [
    ['cut_per_shape', values.cutPerShape, view.cutPerShapeRequired],
    ['ea', values.ea, view.eaRequired],
    ['width', values.width, view.sizeMode !== 'fixed'],
    ['height', values.height, view.sizeMode !== 'fixed'],
  ];
  return shown.flatMap(([field, text, asked]) => {
    const message = asked ? numericRefusal(SPECIAL_PROCESSING_NUMERIC_FIELDS[field], text) : null;
    return message === null ? [] : [{ field, message }];
  });
}

export interface SpecialProcessingSendVerdict {
  /** The size flag of spec 001 §4: the size message shown under Size, or null. */
  sizeProblem: string | null;
  /** A special-processing cutting (6, 7) or a ticked option. */
  hasChoice: boolean;
  /**
   * Spec 001 §5: Send Quote is disabled when the size is flagged or no special-processing
   * category is chosen; the form also disables it while submitting and for a registered email
   * (its own flags).
   */
  canSend: boolean;
}

export function specialProcessingSendVerdict(
  catalog: Catalog,
  state: SpecialProcessingFormState,
): SpecialProcessingSendVerdict {
  const fieldsOfSize = new Set(['width', 'height', 'size_id']);
  const size = specialProcessingFormProblems(catalog, state).find((problem) =>
    fieldsOfSize.has(problem.field),
  );
  const hasChoice = hasSpecialProcessingChoice(
    selectedCutting(catalog, state.values),
    state.values.selection,
  );
  return { sizeProblem: size?.message ?? null, hasChoice, canSend: !size && hasChoice };
}
