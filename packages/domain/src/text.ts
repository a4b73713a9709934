import { z } from 'zod';

/**
 * Text that a visitor sends: the one string type of every request field that is stored or looked
 * up (issue 13). PostgreSQL refuses U+0000 in text, a lone surrogate is not Unicode (JSON columns
 * refuse it, text columns would store U+FFFD), and the other C0 controls and DEL have no place in
 * a name, an email or a path: they are refused with a message, never answered with a 500.
 * Multi-line fields (a comment typed in a textarea) keep tab, line feed and carriage return.
 * Answer schemas keep plain z.string(): what we stored before must still be answered.
 * apps/server/src/fuzz.int.test.ts checks that every text input of the API refuses NUL and a lone
 * surrogate, so a request field typed as a plain z.string() fails it.
 */

export const TEXT_MESSAGES = {
  control: 'must not contain control characters',
  surrogate: 'contains an invalid character (an unpaired surrogate)',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Why `value` cannot be accepted as text, or null when it can. */
export function textProblem(value: string, { multiline = false } = {}): string | null {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20 || unit === 0x7f) {
      const lineBreak = unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN;
      if (!(multiline && lineBreak)) return TEXT_MESSAGES.control;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return TEXT_MESSAGES.surrogate;
      i++; // A high and a low surrogate: one character outside the BMP (an emoji).
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return TEXT_MESSAGES.surrogate;
    }
  }
  return null;
}

type StringParams = Parameters<typeof z.string>[0];

function checkedString(params: StringParams, multiline: boolean) {
  return z.string(params).check((ctx) => {
    const problem = textProblem(ctx.value, { multiline });
    // `continue: false`: this message alone, not also "invalid email" for the same character.
    if (problem)
      ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
  });
}

/** A single-line text field (a name, an email, a path): no control characters at all. */
export const text = (params?: StringParams) => checkedString(params, false);

/** A multi-line text field (a comment): tab and line breaks are allowed. */
export const multilineText = (params?: StringParams) => checkedString(params, true);
