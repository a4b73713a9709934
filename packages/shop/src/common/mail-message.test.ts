import { describe, expect, it } from 'vitest';
import { mailMessage } from './mail-message';

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
