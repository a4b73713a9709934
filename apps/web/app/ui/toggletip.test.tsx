import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toggletip } from './toggletip';

// What the server sends: a closed tip, its text put in only when the visitor opens it.
describe('Toggletip, server-rendered', () => {
  it('is a named "i" button controlling an empty status region', () => {
    const html = renderToString(<Toggletip label="About quantities">Tiers explained</Toggletip>);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toContain(
      `<button type="button" aria-expanded="false" aria-controls="${controls}" class="info-button" aria-label="About quantities"><span aria-hidden="true">i</span></button>`,
    );
    expect(html).toContain(
      `<span id="${controls}" role="status" class="toggletip__status"></span>`,
    );
    expect(html).not.toContain('Tiers explained');
  });
});
