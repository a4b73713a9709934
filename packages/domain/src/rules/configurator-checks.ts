/**
 * Verdicts on a configurator state that the form and the pricing show (spec 000 §5, 001 §4-§5):
 * whether it can be priced yet, its size check in the page's wording, its number of cuts, and
 * the problems that block pricing or submit. The state itself changes in configurator-cascade.ts.
 */
import type { FieldProblem } from '../api-error';
import type { ConfiguratorState } from './configurator-cascade';
import { cutCountCheck, type CutCountCheck } from './cut-count-rules';
import { checkSize, isEnteredDimension, type SizeCheck } from './size-rules';

/** Spec 001 §4: prices are requested only once a size is entered. */
export function isPricingReady(state: ConfiguratorState): boolean {
  const { widthIn, heightIn } = state.configuration;
  return isEnteredDimension(widthIn) && isEnteredDimension(heightIn);
}

/** The size check in the wording of the product's page (spec 000 §5, 001 §5). */
export function configuratorSizeCheck(
  state: ConfiguratorState,
  page: 'quote-page' | 'price-tab' = state.view.sizeMessagePage,
): SizeCheck {
  const config = state.configuration;
  return checkSize(
    {
      widthIn: config.widthIn,
      heightIn: config.heightIn,
      lookup: state.view.dimLookup,
      cuttingId: config.cuttingId,
      orientationId: config.orientationId,
    },
    page,
  );
}

/** The verdict on the state's number of cuts (rules/cut-count-rules.ts cutCountCheck). */
export function configuratorCutCheck(state: ConfiguratorState): CutCountCheck {
  const shape = state.options.shapes.find((s) => s.id === state.configuration.shapeId);
  return cutCountCheck(shape, state.configuration.cutPerShape);
}

/**
 * The problems that block pricing or submit: size (below minimum or missing; above maximum turns
 * the button into a quote request instead, so it is not a problem) and cut_per_shape (required
 * when the shape has cuts, at most 10000; 31 to 10000 also turn the button into a quote request,
 * spec 001 §5, §8).
 */
export function configuratorProblems(
  state: ConfiguratorState,
  page: 'quote-page' | 'price-tab' = state.view.sizeMessagePage,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const size = configuratorSizeCheck(state, page);
  if (size.status === 'missing' || size.status === 'below-minimum') {
    problems.push({ field: 'size', message: size.message });
  }
  const cuts = configuratorCutCheck(state);
  if (cuts.blocks) problems.push({ field: 'cut_per_shape', message: cuts.message });
  return problems;
}
