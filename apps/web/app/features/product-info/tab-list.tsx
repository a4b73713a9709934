import { useRef, type KeyboardEvent } from 'react';
import { tabIndexForKey } from './tab-keys';

export interface TabListItem {
  id: string;
  label: string;
}

/** Ids that tie a tab to its panel; `prefix` comes from useId so several lists can share a page. */
export const tabDomId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelDomId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

interface TabListProps {
  items: readonly TabListItem[];
  activeId: string;
  onSelect: (id: string) => void;
  idPrefix: string;
  /** Names the tab list for screen readers. */
  label: string;
}

/**
 * An ARIA tab list with a roving tab stop: Tab enters on the selected tab, the arrow keys, Home
 * and End move between tabs and select them as they go (automatic activation; every panel is
 * already in the page, so showing one costs nothing).
 */
export function TabList({ items, activeId, onSelect, idPrefix, label }: TabListProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === activeId),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexForKey(event.key, activeIndex, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onSelect(item.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tab-list" role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = index === activeIndex;
        return (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            className="tab-list__tab"
            id={tabDomId(idPrefix, item.id)}
            aria-selected={selected}
            aria-controls={panelDomId(idPrefix, item.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
