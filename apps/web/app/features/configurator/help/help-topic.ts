import type { Shape } from '@shop/domain/catalog-model';
import type { CuttingHelpTopic } from '@shop/domain/rules/help-topics';

// Types the help button and its lazily loaded dialog share: each imports them from here, so
// neither imports the other back (issue 29).

/** The help dialogs of the quote form (spec 001 §2): one per cutting that needs it, and coating. */
export type HelpTopic = CuttingHelpTopic | 'premium-coating';

/** The Thomson dialog's shape choices: the form's own list, and how to choose from it. */
export interface ShapePicker {
  shapes: readonly Shape[];
  shapeId: number | null;
  onChoose(shapeId: number): void;
}
