import type { Shape } from '@shop/domain/catalog-model';
import { useId } from 'react';
import { Dialog } from '~/ui/dialog';
import type { HelpTopic, ShapePicker } from './help-topic';
import './help-dialog.css';

interface HelpPage {
  title: string;
  /** A drawing of our own, with the other static media (public/media/help). */
  picture: { src: string; alt: string; width: number; height: number };
  paragraphs: string[];
}

/** Where the help drawings are served from. */
const MEDIA = '/media/help';

const HELP: Record<HelpTopic, HelpPage> = {
  thomson: {
    title: 'Thomson Die Cutting',
    picture: {
      src: `${MEDIA}/thomson.svg`,
      alt: 'A steel blade bent into a star, set in a board, and the star-shaped sticker it cuts.',
      width: 320,
      height: 180,
    },
    paragraphs: [
      'A Thomson die is a thin steel blade bent to the outline of your design and pressed through the sticker in one stroke. Every piece comes out with the same clean edge, cut right along its shape.',
      'Leave a little room: your background should run 0.08 in past the cut line, and text should stay 0.08 in inside it, because a cut can move by up to 0.08 in.',
    ],
  },
  'multi-cut': {
    title: 'Multi-Cut Sheets',
    picture: {
      src: `${MEDIA}/multi-cut.svg`,
      alt: 'One sheet holding a circle, a rounded square, a heart and a star, each with its own cut line.',
      width: 320,
      height: 180,
    },
    paragraphs: [
      'Several stickers of different shapes printed on one sheet. Each shape is cut through the sticker only, so they all stay on the sheet until they are peeled off: good for sticker sets, planner stickers and product label kits.',
      'Enter the size of the whole sheet, and under Number of Cuts how many separate shapes it holds (up to 30). Draw a cut line around each shape in your artwork.',
    ],
  },
  roll: {
    title: 'Roll Stickers',
    picture: {
      src: `${MEDIA}/roll.svg`,
      alt: 'A roll of round labels unwinding from a cardboard core, one label after another.',
      width: 320,
      height: 180,
    },
    paragraphs: [
      'Labels wound one after another on a continuous backing around a cardboard core: quick to peel by hand, and ready for a dispenser or a labelling machine when you label by the hundred.',
      'Rolls come in the fixed sizes listed under Size. Orientation says which edge of your design comes off the roll first; a labelling machine needs the one it was set up for. Orders of 1,000 or more come with a free roll dispenser.',
    ],
  },
  'premium-coating': {
    title: 'Premium Coating',
    picture: {
      src: `${MEDIA}/premium-coating.svg`,
      alt: 'The layers of a coated sticker, top to bottom: a holographic coat, the print, the adhesive and the backing.',
      width: 320,
      height: 210,
    },
    paragraphs: [
      'A clear holographic film laid over the printed sticker with the laminate. Your colours show through it unchanged, and its pattern catches the light as the sticker moves.',
      'Together with the laminate under it, the coat protects the print from scratches and fading. Each coating in the list catches the light in a pattern of its own.',
    ],
  },
};

/** The picture of each shape of the demo catalog, by name; any other shape is drawn as custom. */
const SHAPE_PICTURES: Record<string, string> = {
  circle: 'shape-circle',
  square: 'shape-square',
  oval: 'shape-oval',
  rectangle: 'shape-rectangle',
  'custom shape': 'shape-custom',
  'multiple shapes': 'shape-multiple',
};

function shapePicture(shape: Shape): string {
  return `${MEDIA}/${SHAPE_PICTURES[shape.name.trim().toLowerCase()] ?? 'shape-custom'}.svg`;
}

interface HelpDialogProps {
  topic: HelpTopic;
  open: boolean;
  onClose(): void;
  shapePicker?: ShapePicker;
}

/** A help dialog of the quote form: what the choice is, with a picture; Thomson picks a shape. */
export function HelpDialog({ topic, open, onClose, shapePicker }: HelpDialogProps) {
  const page = HELP[topic];
  return (
    <Dialog open={open} onClose={onClose} title={page.title} className="help-dialog">
      <div className="dialog__body">
        <img
          className="help-dialog__picture"
          src={page.picture.src}
          alt={page.picture.alt}
          width={page.picture.width}
          height={page.picture.height}
        />
        {/* Thomson: what it is, the shapes to pick from, then how to draw for it. */}
        {page.paragraphs.slice(0, 1).map((text) => (
          <p key={text}>{text}</p>
        ))}
        {topic === 'thomson' && shapePicker && shapePicker.shapes.length > 0 ? (
          <ShapeChoices picker={shapePicker} onChosen={onClose} />
        ) : null}
        {page.paragraphs.slice(1).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </Dialog>
  );
}

/** The shapes the form offers for this cutting and size; choosing one sets it and closes. */
function ShapeChoices({ picker, onChosen }: { picker: ShapePicker; onChosen(): void }) {
  const headingId = useId();
  return (
    <section className="help-shapes" aria-labelledby={headingId}>
      <h3 id={headingId} className="help-shapes__title">
        Choose a shape
      </h3>
      <p className="help-shapes__hint">
        Only the shapes that suit the size you entered are listed.
      </p>
      <ul className="help-shapes__list">
        {picker.shapes.map((shape) => {
          const current = shape.id === picker.shapeId;
          return (
            <li key={shape.id}>
              <button
                type="button"
                className="help-shapes__choice"
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  picker.onChoose(shape.id);
                  onChosen();
                }}
              >
                <img src={shapePicture(shape)} alt="" width={64} height={64} />
                <span className="help-shapes__name">{shape.name}</span>
                {current ? <span className="help-shapes__current">Selected</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
