import { HOW_TO_GUIDES } from '@shop/domain/product-content/lettering-how-to';
import type { HowToTemplate } from '@shop/domain/product-content/lettering-notes';
import { Dialog } from '~/ui/dialog';
import { HowToPicture } from './how-to-pictures';
import './how-to-dialog.css';

interface HowToDialogProps {
  template: HowToTemplate;
  open: boolean;
  onClose(): void;
}

/** A how-to guide of spec 001 §2: what arrives, then six numbered steps, each with its drawing. */
export function HowToDialog({ template, open, onClose }: HowToDialogProps) {
  const guide = HOW_TO_GUIDES[template];
  return (
    <Dialog open={open} onClose={onClose} title={guide.title} size="wide" className="how-to">
      {/* Nothing in the guide takes the focus, so its body does: a keyboard can scroll it. */}
      <div className="dialog__body" tabIndex={0}>
        <p className="how-to__intro">{guide.intro}</p>
        <ol className="how-to__steps">
          {guide.steps.map((step, index) => (
            <li key={step.title} className="how-to__step">
              <HowToPicture name={step.picture} alt={step.alt} />
              <h3 className="how-to__title">
                <span className="how-to__number" aria-hidden="true">
                  {index + 1}
                </span>
                {step.title}
              </h3>
              <p className="how-to__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
