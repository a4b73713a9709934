import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

// What the server sends: a closed dialog, named by its heading once it opens.
describe('Dialog, server-rendered', () => {
  it('is a closed native dialog with nothing inside until it opens', () => {
    const html = renderToString(
      <Dialog open={false} onClose={() => {}} title="QUOTE" className="quote-dialog">
        <p>Form</p>
      </Dialog>,
    );
    expect(html).toMatch(
      /^<dialog class="dialog quote-dialog" aria-labelledby="[^"]+"><\/dialog>$/,
    );
    expect(html).not.toContain(' open');
  });

  it('is labelled by its heading and has a Close button', () => {
    const html = renderToString(
      <Dialog open onClose={() => {}} title="Email Already Registered!" size="narrow">
        <p>Form</p>
      </Dialog>,
    );
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<h2 class="dialog__title" id="${labelledBy}">Email Already Registered!</h2>`,
    );
    expect(html).toContain('class="dialog dialog--narrow"');
    expect(html).toMatch(/<button type="button" class="dialog__close" aria-label="Close">/);
    expect(html).toContain('<p>Form</p>');
  });
});
