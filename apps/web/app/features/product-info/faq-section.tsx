import type { FaqEntry } from '@shop/domain/product-content/faq';
import { useId, useState } from 'react';
import './product-info.css';

interface FaqSectionProps {
  entries: readonly FaqEntry[];
  /** The section's anchor for the sticky navigation. */
  id?: string;
}

/**
 * The FAQ accordion (spec 000 §2): every question is a button that opens or closes its answer on
 * its own, all start as their `open` flag says (open). Closed answers stay in the HTML with the
 * `hidden` attribute, so the text is there for search engines and find-in-page. The route emits
 * the matching FAQPage structured data (faqJsonLd).
 */
export function FaqSection({ entries, id = 'faq' }: FaqSectionProps) {
  const prefix = useId();
  // Keyed by question, so a new set of entries starts from its own `open` flags.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  if (entries.length === 0) return null;
  const headingId = `${prefix}-heading`;

  return (
    <section id={id} className="faq" aria-labelledby={headingId}>
      <h2 id={headingId}>Frequently Asked Questions</h2>
      <div className="faq__list">
        {entries.map((entry, index) => {
          const open = toggled[entry.question] ?? entry.open;
          const buttonId = `${prefix}-q${index}`;
          const answerId = `${prefix}-a${index}`;
          return (
            <div key={entry.question} className="faq__item">
              <h3 className="faq__question">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setToggled((current) => ({ ...current, [entry.question]: !open }))}
                >
                  <span>{entry.question}</span>
                  <span className="faq__icon" aria-hidden="true" />
                </button>
              </h3>
              <div id={answerId} className="faq__answer" hidden={!open}>
                <p>{entry.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
