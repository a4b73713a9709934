import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tab-keys';
import './tabs.css';

export interface Tab<T extends string = string> {
  id: T;
  label: ReactNode;
}

/** Ids that tie a tab to its panel; `prefix` comes from useId so several lists can share a page. */
export const tabDomId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelDomId = (prefix: string, id: string) => `${prefix}-panel-${id}`;
/** The id of the one panel that every tab of a `sharedPanel` list controls. */
export const sharedPanelDomId = (prefix: string) => `${prefix}-panel`;

interface TabListProps<T extends string> {
  tabs: readonly Tab<T>[];
  selectedId: T;
  onSelect(id: NoInfer<T>): void;
  /** From useId: the tabs' and panels' ids start with it. */
  idPrefix: string;
  /** Names the tab list for screen readers (or `labelledBy`, the id of a visible label). */
  label?: string;
  labelledBy?: string;
  /**
   * The look: without it, the shared bar of pills (tabs.css); with it, the feature styles its own
   * list and its `[role='tab']` buttons.
   */
  className?: string;
  /** Every tab controls one panel whose content follows the selection (a `sharedPanel` TabPanel). */
  sharedPanel?: boolean;
}

/**
 * An ARIA tab list (WAI-ARIA Authoring Practices, "Tabs") with a roving tab stop: Tab enters on
 * the selected tab; the arrow keys, Home and End move between tabs and select them as they go
 * (automatic activation: every panel is already in the page, server-rendered, so showing one
 * costs nothing).
 */
export function TabList<T extends string>({
  tabs,
  selectedId,
  onSelect,
  idPrefix,
  label,
  labelledBy,
  className,
  sharedPanel = false,
}: TabListProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexForKey(event.key, selectedIndex, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  }

  return (
    <div
      className={className ?? 'tab-list'}
      role="tablist"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            className={className ? undefined : 'tab-list__tab'}
            id={tabDomId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={sharedPanel ? sharedPanelDomId(idPrefix) : panelDomId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelBase {
  idPrefix: string;
  className?: string;
  /** In the tab order (the default), for panels that start with text rather than a control. */
  focusable?: boolean;
  children: ReactNode;
}

/** A tab's own panel: always in the page (server-rendered), hidden unless its tab is selected. */
interface OwnPanelProps extends TabPanelBase {
  tabId: string;
  selected: boolean;
}

/** The one panel of a `sharedPanel` list: labelled by the selected tab, never hidden. */
interface SharedPanelProps extends TabPanelBase {
  sharedBy: string;
}

export function TabPanel(props: OwnPanelProps | SharedPanelProps) {
  const { idPrefix, className, focusable = true, children } = props;
  const own = 'tabId' in props;
  return (
    <div
      role="tabpanel"
      id={own ? panelDomId(idPrefix, props.tabId) : sharedPanelDomId(idPrefix)}
      aria-labelledby={tabDomId(idPrefix, own ? props.tabId : props.sharedBy)}
      hidden={own ? !props.selected : undefined}
      tabIndex={focusable ? 0 : undefined}
      className={className}
    >
      {children}
    </div>
  );
}
