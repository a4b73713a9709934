import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  NAME_MESSAGES,
  QUOTE_FORM_MESSAGES,
  nameProblem,
  optionalNameSchema,
  personNameSchema,
} from './accounts';

const REQUIRED = QUOTE_FORM_MESSAGES.firstNameRequired;

// Issue 27 item 3: one name rule (spec 001 §5 plus no control or text-direction characters).
describe('nameProblem', () => {
  it('requires a name with the message of spec 001 §8, unless the field may stay empty', () => {
    expect(nameProblem('  ', REQUIRED)).toBe(REQUIRED);
    expect(nameProblem('', null)).toBeNull();
  });

  it('refuses HTML, more than 100 characters, and control or bidirectional characters', () => {
    expect(nameProblem('<script>alert(1)</script>', REQUIRED)).toBe(NAME_MESSAGES.html);
    expect(nameProblem('a'.repeat(NAME_MAX_LENGTH), REQUIRED)).toBeNull();
    expect(nameProblem('a'.repeat(NAME_MAX_LENGTH + 1), REQUIRED)).toBe(NAME_MESSAGES.tooLong);
    for (const bad of ['\u202e', '\u202a', '\u2066', '\u200f', '\u0085', '\u0007', '\ud800']) {
      expect(nameProblem(`Ana${bad}Lima`, REQUIRED)).toBe(NAME_MESSAGES.characters);
    }
  });

  it('accepts names in any script, with accents, apostrophes and hyphens', () => {
    for (const name of ["O'Brien", 'Zoë Saint-Ange', '山田 太郎', 'محمد', 'Ωmega 3']) {
      expect(nameProblem(name, REQUIRED)).toBeNull();
    }
  });

  it('is what the schemas decide, with the same message and never a validator text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 120 }),
          fc.constantFrom('<b>x</b>', 'a'.repeat(150), 'x\u202ey', '  Ada  '),
        ),
        (name) => {
          for (const [schema, required] of [
            [personNameSchema(REQUIRED), REQUIRED],
            [optionalNameSchema(), null],
          ] as const) {
            const parsed = schema.safeParse(name);
            const problem = nameProblem(name, required);
            expect(parsed.success ? null : parsed.error.issues.map((i) => i.message)).toEqual(
              problem === null ? null : [problem],
            );
            if (parsed.success) expect(parsed.data).toBe(name.trim());
          }
        },
      ),
    );
  });
});
