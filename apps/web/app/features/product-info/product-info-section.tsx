import type {
  ProductPanel,
  SpecialProcessingLink,
} from '@shop/domain/product-content/product-panel';
import { useId, useState } from 'react';
import { TabList, TabPanel } from '~/ui/tabs';
import { ProductVideo } from './product-video';
import './product-info.css';

export interface ProductInfoTab {
  id: string;
  /** The product or material name on the tab. */
  label: string;
  content: ProductPanel;
  /** This tab's material note; falls back to the section's `materialNote`. */
  materialNote?: string | null;
}

export interface ProductInfoSectionProps {
  /** One per product or material; the tab bar shows only when there are two or more. */
  tabs?: readonly ProductInfoTab[];
  initialTabId?: string;
  /** The panel to show when there are no tabs (single-product layout). */
  content?: ProductPanel | null;
  /** About the chosen material or finish (materialNoteFor in the domain). */
  materialNote?: string | null;
  /** The section's anchor for the sticky navigation. */
  id?: string;
  /** Opens the Special Processing form from a panel's link (the embossed paper's, issue 16). */
  onSpecialProcessingRequest?(link: SpecialProcessingLink): void;
}

/**
 * The product-info block under the banner (spec 000 §2, 001 §2): a tab bar switching product or
 * material when more than one exists, then the panel's title, subtitle, paragraphs, bullet
 * sections, closing line and picture, or the panel's clip in its place. Whether the block shows at all (items 10-12, the designer
 * route) is the route's decision; with nothing to show it renders nothing.
 */
export function ProductInfoSection({
  tabs = [],
  initialTabId,
  content = null,
  materialNote = null,
  id = 'product-info',
  onSpecialProcessingRequest,
}: ProductInfoSectionProps) {
  const prefix = useId();
  const panels: readonly ProductInfoTab[] =
    tabs.length > 0
      ? tabs
      : content
        ? [{ id: 'product', label: content.title, content, materialNote }]
        : [];
  const [chosenId, setChosenId] = useState(initialTabId);
  const first = panels[0];
  if (!first) return null;
  // A tab list that changed under us (another product) falls back to its first tab.
  const active = panels.find((panel) => panel.id === chosenId) ?? first;
  const headingId = `${prefix}-heading`;
  const hasTabs = panels.length > 1;

  return (
    <section id={id} className="product-info" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-info__heading">
        Product Info
      </h2>
      {hasTabs ? (
        <TabList
          tabs={panels}
          selectedId={active.id}
          onSelect={setChosenId}
          idPrefix={prefix}
          label="Products"
        />
      ) : null}
      {panels.map((panel) => {
        const note = panel.materialNote ?? materialNote;
        const body = (
          <PanelBody
            panel={panel.content}
            materialNote={note}
            onSpecialProcessingRequest={onSpecialProcessingRequest}
          />
        );
        return hasTabs ? (
          // Every panel is in the server HTML; only the chosen one is visible.
          <TabPanel
            key={panel.id}
            idPrefix={prefix}
            tabId={panel.id}
            selected={panel.id === active.id}
            className="product-info__tabpanel"
          >
            {body}
          </TabPanel>
        ) : (
          <div key={panel.id}>{body}</div>
        );
      })}
    </section>
  );
}

function PanelBody({
  panel,
  materialNote,
  onSpecialProcessingRequest,
}: {
  panel: ProductPanel;
  materialNote: string | null;
  onSpecialProcessingRequest?(link: SpecialProcessingLink): void;
}) {
  const link = panel.specialProcessingRequest;
  return (
    <article className="product-info__panel">
      <div className="product-info__text">
        <h3 className="product-info__title">{panel.title}</h3>
        <p className="product-info__subtitle">{panel.subtitle}</p>
        {panel.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {materialNote ? (
          <p className="product-info__note">
            <strong>About the material: </strong>
            {materialNote}
          </p>
        ) : null}
        <div className="product-info__sections">
          {panel.sections.map((section) => (
            <div key={section.title} className="product-info__list">
              <h4>{section.title}</h4>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="product-info__closing">{panel.closing}</p>
        {link && onSpecialProcessingRequest ? (
          <p>
            <button
              type="button"
              className="link-button product-info__request"
              onClick={() => onSpecialProcessingRequest(link)}
            >
              {link.label}
            </button>
          </p>
        ) : null}
      </div>
      <figure className="product-info__media">
        {panel.video ? (
          <ProductVideo video={panel.video} />
        ) : (
          <img src={panel.image} alt={panel.imageAlt} width={1100} height={619} loading="lazy" />
        )}
      </figure>
    </article>
  );
}
