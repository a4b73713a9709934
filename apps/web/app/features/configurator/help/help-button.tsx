import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { InfoButton } from '~/ui/info-button';
import type { HelpTopic, ShapePicker } from './help-topic';

/**
 * Each info button's accessible name. None contains a field's label ("Cutting", "Premium
 * Coating"), so a field is still found by its label alone.
 */
export const HELP_BUTTON_LABELS: Record<HelpTopic, string> = {
  thomson: 'About Thomson die cuts',
  'multi-cut': 'About multi-cut sheets',
  roll: 'About roll stickers',
  'premium-coating': 'About the premium coat',
};

// The dialogs, their copy and pictures load when an info button is first pressed, not with the
// page (ADR 0017: nothing opened on demand counts toward the first load).
const HelpDialog = lazy(() =>
  import('./help-dialog').then((module) => ({ default: module.HelpDialog })),
);

interface HelpButtonProps {
  topic: HelpTopic;
  /** Thomson only: the dialog lists these shapes and choosing one sets the form's shape. */
  shapePicker?: ShapePicker;
}

/** The "i" button beside a choice and the help dialog it opens (the shared Dialog). */
export function HelpButton({ topic, shapePicker }: HelpButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted on the first press and kept (closed) afterwards, so a second opening is instant.
  const [used, setUsed] = useState(false);
  return (
    <>
      <InfoButton
        label={HELP_BUTTON_LABELS[topic]}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {/* Outside the quote form (its Enter rule and fieldset are not the dialog's); only ever
          mounted by a press, so always in the browser. */}
      {used
        ? createPortal(
            <Suspense fallback={null}>
              <HelpDialog
                topic={topic}
                open={open}
                onClose={() => setOpen(false)}
                shapePicker={shapePicker}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
