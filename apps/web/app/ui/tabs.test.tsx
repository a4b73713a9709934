import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './tabs';

const TABS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
] as const;

function Own({ selected }: { selected: 'a' | 'b' }) {
  return (
    <>
      <TabList tabs={TABS} selectedId={selected} onSelect={() => {}} idPrefix="p" label="Letters" />
      {TABS.map((tab) => (
        <TabPanel key={tab.id} idPrefix="p" tabId={tab.id} selected={tab.id === selected}>
          {tab.label} text
        </TabPanel>
      ))}
    </>
  );
}

describe('TabList and TabPanel, server-rendered', () => {
  it('ties each tab to its panel, with one tab stop on the selected tab', () => {
    const html = renderToString(<Own selected="b" />);
    expect(html).toContain('role="tablist" aria-label="Letters"');
    expect(html).toContain(
      '<button type="button" role="tab" class="tab-list__tab" id="p-tab-a" aria-selected="false" aria-controls="p-panel-a" tabindex="-1">Alpha</button>',
    );
    expect(html).toContain(
      'id="p-tab-b" aria-selected="true" aria-controls="p-panel-b" tabindex="0">Beta</button>',
    );
    // Every panel is in the HTML; only the selected one shows.
    expect(html).toContain(
      '<div role="tabpanel" id="p-panel-a" aria-labelledby="p-tab-a" hidden="" tabindex="0">Alpha<!-- --> text</div>',
    );
    expect(html).toContain(
      '<div role="tabpanel" id="p-panel-b" aria-labelledby="p-tab-b" tabindex="0">Beta<!-- --> text</div>',
    );
  });

  it('lets every tab control one shared panel labelled by the selected tab', () => {
    const html = renderToString(
      <>
        <TabList
          tabs={TABS}
          selectedId="a"
          onSelect={() => {}}
          idPrefix="s"
          labelledBy="size-label"
          className="sizes"
          sharedPanel
        />
        <TabPanel idPrefix="s" sharedBy="a" focusable={false}>
          Drawing
        </TabPanel>
      </>,
    );
    expect(html).toContain('class="sizes" role="tablist" aria-labelledby="size-label"');
    expect(html.match(/aria-controls="s-panel"/g)).toHaveLength(2);
    // A feature's own look: no pill class on its tabs.
    expect(html).not.toContain('tab-list__tab');
    expect(html).toContain(
      '<div role="tabpanel" id="s-panel" aria-labelledby="s-tab-a">Drawing</div>',
    );
  });
});
