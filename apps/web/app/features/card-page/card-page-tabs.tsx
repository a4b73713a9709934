import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TabList, TabPanel } from '~/ui/tabs';
import './card-page-tabs.css';

/**
 * Spec 001 §2: the business-card page's six tabs, in this order. The id is the URL's hash; it
 * differs from the ids of the sections inside (`#product-info`, `#artwork-guide`, ...), which keep
 * the ones they have on a sticker page.
 */
export const CARD_PAGE_TABS = [
  { id: 'info', label: 'PRODUCT INFO' },
  { id: 'special-features', label: 'SPECIAL FEATURES' },
  { id: 'artwork', label: 'ARTWORK GUIDE' },
  { id: 'price', label: 'PRICE' },
  { id: 'shipping-info', label: 'SHIPPING INFO' },
  { id: 'review', label: 'REVIEW' },
] as const;

export type CardPageTabId = (typeof CARD_PAGE_TABS)[number]['id'];

const isTabId = (hash: string): hash is CardPageTabId =>
  CARD_PAGE_TABS.some((tab) => tab.id === hash);

/** The tab a URL's hash names (`#price`), if it names one. */
export function tabOfHash(hash: string): CardPageTabId | null {
  const id = hash.replace(/^#/, '');
  return isTabId(id) ? id : null;
}

/**
 * The tabs under a business-card page's banner (spec 001 §2): ARIA tabs whose open tab is the
 * URL's hash, so `#price` can be shared and the back button goes back to the tab before. Each
 * hash names an anchor at the tab bar, so the browser brings a shared link there by itself. Every
 * panel is in the server's HTML; a browser without JavaScript shows them all, one after another
 * (the `noscript` style).
 *
 * `panels` are elements made by the page: choosing a tab renders this list again, not them. A
 * panel that works only while open (the PRICE tab asks the server for prices only then) is a
 * function of whether it is.
 */
export function CardPageTabs({
  panels,
}: {
  panels: Record<CardPageTabId, ReactNode | ((open: boolean) => ReactNode)>;
}) {
  const prefix = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState<CardPageTabId>('info');

  // The hash chooses the tab: on arrival (`#price` from a shared link or a sign-in that brings
  // the visitor back), and when the back and forward buttons move between tabs.
  useEffect(() => {
    const follow = () => {
      const tab = tabOfHash(window.location.hash);
      if (tab) setOpen(tab);
    };
    follow();
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);

  function choose(tab: CardPageTabId) {
    setOpen(tab);
    // A history entry per tab: the back button returns to the one before.
    void navigate({ hash: tab }, { preventScrollReset: true });
  }

  return (
    <section className="card-tabs" aria-label="About this product">
      {CARD_PAGE_TABS.map((tab) => (
        <span key={tab.id} id={tab.id} className="card-tabs__anchor" />
      ))}
      {/* Without JavaScript every panel shows, one after another. */}
      <noscript>
        <style>{'.card-tabs__panel[hidden]{display:block}'}</style>
      </noscript>
      <TabList
        tabs={CARD_PAGE_TABS}
        selectedId={open}
        onSelect={choose}
        idPrefix={prefix}
        label="About this product"
        className="card-tabs__list"
      />
      {CARD_PAGE_TABS.map((tab) => (
        <TabPanel
          key={tab.id}
          idPrefix={prefix}
          tabId={tab.id}
          selected={tab.id === open}
          className="card-tabs__panel"
          focusable={false}
        >
          {panelOf(panels[tab.id], tab.id === open)}
        </TabPanel>
      ))}
    </section>
  );
}

function panelOf(panel: ReactNode | ((open: boolean) => ReactNode), open: boolean): ReactNode {
  return typeof panel === 'function' ? panel(open) : panel;
}
