import { describe, expect, it } from 'vitest';
import { mailMessage, paragraphs } from './mail-message';

describe('mailMessage', () => {
  it('writes the same blocks as text and as escaped HTML', () => {
    const mail = mailMessage('ana@example.org', 'Hi', 'Hello <Ana>,', [
      { text: 'A & B "quoted"' },
      { code: '012345' },
    ]);
    expect(mail.to).toBe('ana@example.org');
    expect(mail.text).toContain('Hello <Ana>,');
    expect(mail.text).toContain('    012345');
    expect(mail.html).toContain('Hello &lt;Ana&gt;,');
    expect(mail.html).toContain('A &amp; B &quot;quoted&quot;');
    expect(mail.html).not.toContain('<Ana>');
    expect(mail.html).toContain('012345');
  });
});

describe('paragraphs', () => {
  it('keeps each written line a paragraph of the HTML part, blank ones dropped', () => {
    const mail = mailMessage('a@example.org', 'Re', 'Hello,', paragraphs('Yes.\r\n\nWe can.\n '));
    expect(paragraphs('Yes.\r\n\nWe can.\n ')).toEqual([{ text: 'Yes.' }, { text: 'We can.' }]);
    expect(mail.html).toContain('<p>Yes.</p>');
    expect(mail.html).toContain('<p>We can.</p>');
  });
});
