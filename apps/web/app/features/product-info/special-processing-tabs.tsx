import {
  SPECIAL_PROCESSING_TABS,
  type SpecialProcessingTab,
} from '@shop/domain/product-content/special-processing-tabs';
import { useId, useState } from 'react';
import { TabList, TabPanel } from '~/ui/tabs';
import './product-info.css';

interface SpecialProcessingTabsProps {
  /** The explainers to show: every one by default, a card page's own on its tab. */
  tabs?: readonly SpecialProcessingTab[];
  initialTabId?: string;
  /** The section's anchor for the sticky navigation. */
  id?: string;
  /** Opens the Special Processing request for this explainer's process (issue 16). */
  onRequestQuote?(tabId: string): void;
}

/**
 * The special-processing explainers (spec 000 §2): Foil Stamp, Emboss / Deboss, Die Cut, Punch
 * Holes, Tag Strings and Fold as ARIA tabs, each with what it is, artwork tips and a picture.
 */
export function SpecialProcessingTabs({
  tabs = SPECIAL_PROCESSING_TABS,
  initialTabId,
  id = 'special-processing',
  onRequestQuote,
}: SpecialProcessingTabsProps = {}) {
  const prefix = useId();
  const [chosenId, setChosenId] = useState(initialTabId);
  const active = tabs.find((tab) => tab.id === chosenId) ?? tabs[0];
  if (!active) return null;
  const headingId = `${prefix}-heading`;

  return (
    <section id={id} className="sp-tabs" aria-labelledby={headingId}>
      <h2 id={headingId}>Special Processing</h2>
      <TabList
        tabs={tabs}
        selectedId={active.id}
        onSelect={setChosenId}
        idPrefix={prefix}
        label="Special processing"
      />
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          idPrefix={prefix}
          tabId={tab.id}
          selected={tab.id === active.id}
          className="sp-tabs__panel"
        >
          <figure className="sp-tabs__figure">
            <img src={tab.image} alt={tab.imageAlt} width={1100} height={619} loading="lazy" />
          </figure>
          <div className="sp-tabs__text">
            <h3>{tab.label}</h3>
            <p>{tab.explanation}</p>
            <h4>Artwork tips</h4>
            <ul>
              {tab.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            {onRequestQuote ? (
              <button
                type="button"
                className="button button--primary sp-tabs__request"
                aria-label={`Request a quote for ${tab.label}`}
                onClick={() => onRequestQuote(tab.id)}
              >
                Request a quote
              </button>
            ) : null}
          </div>
        </TabPanel>
      ))}
    </section>
  );
}
