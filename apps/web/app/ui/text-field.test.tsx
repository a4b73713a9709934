import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './text-field';

describe('TextField, server-rendered', () => {
  it('labels the input and points it at its (empty) message', () => {
    const html = renderToString(<TextField id="f" label="Email" type="email" />);
    expect(html).toBe(
      '<div class="field"><label for="f">Email</label>' +
        '<input id="f" aria-describedby="f-message" type="email"/>' +
        '<p class="field__message" id="f-message" aria-live="polite"></p></div>',
    );
  });

  it('marks the input invalid and reads the hint and the error with it', () => {
    const html = renderToString(
      <TextField
        id="q"
        label="Quantity"
        hint="Up to 6 digits"
        error="Please enter the quantity."
      />,
    );
    expect(html).toContain('aria-invalid="true" aria-describedby="q-hint q-message"');
    expect(html).toContain('<p class="field__hint" id="q-hint">Up to 6 digits</p>');
    expect(html).toContain('id="q-message" aria-live="polite">Please enter the quantity.</p>');
  });

  it('has a multi-line twin', () => {
    const html = renderToString(<TextAreaField id="c" label="Comment" rows={4} className="wide" />);
    expect(html).toContain(
      '<div class="field wide"><label for="c">Comment</label><textarea id="c"',
    );
    expect(html).toContain('rows="4"');
  });
});
