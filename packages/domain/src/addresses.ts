import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { personNameSchema } from './accounts';
import { text } from './text';

/**
 * A customer's address book (issue 30): US addresses (spec 001 §3 "50 US states with
 * abbreviations"; the District of Columbia is our addition, it receives parcels too), each
 * checked the same in the browser and on the server.
 */

/** The 50 states and DC, by postal abbreviation. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export type UsState = (typeof US_STATES)[number][0];
const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

export const isUsState = (code: string): code is UsState => STATE_CODES.has(code);

/** Spec 001 §8 names these fields as required and words two messages; the rest are ours. */
export const ADDRESS_MESSAGES = {
  labelRequired: 'Please enter an address label.',
  nameRequired: 'Please enter the name.',
  address1Required: 'Please enter address 1.',
  cityRequired: 'Please enter the city/town.',
  stateRequired: 'Please choose a state.',
  zipRequired: 'Please enter the postal code.',
  zipInvalid: 'Please enter a ZIP code such as 12345 or 12345-6789.',
  phoneRequired: 'Please enter the phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  duplicate: 'You are using an address that already exist.',
  added: 'Address added.',
  updated: 'Address updated.',
  removed: 'Address removed.',
  tooMany: 'An address book holds at most 20 addresses. Remove one first.',
  notFound: 'There is no such address in your address book.',
} as const;

export const ADDRESS_BOOK_MAX = 20;

const required = (message: string, max: number) =>
  text({ message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A phone number as a person types it, read as a US number unless it starts with +. */
export function phoneE164(typed: string): string | null {
  const phone = parsePhoneNumberFromString(typed, 'US');
  return phone?.isValid() ? phone.number : null;
}

/** How an address's phone is shown: national for the US, international otherwise. */
export function phoneShown(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.country === 'US' ? phone.formatNational() : phone.formatInternational();
}

/** An address as the form and `POST /api/account/addresses` send it. */
export const addressSchema = z
  .object({
    label: required(ADDRESS_MESSAGES.labelRequired, 50),
    name: personNameSchema(ADDRESS_MESSAGES.nameRequired),
    company: text().trim().max(200, 'At most 200 characters.').default(''),
    address1: required(ADDRESS_MESSAGES.address1Required, 200),
    address2: text().trim().max(200, 'At most 200 characters.').default(''),
    city: required(ADDRESS_MESSAGES.cityRequired, 100),
    state: text({ message: ADDRESS_MESSAGES.stateRequired }).refine(
      isUsState,
      ADDRESS_MESSAGES.stateRequired,
    ),
    zip: required(ADDRESS_MESSAGES.zipRequired, 10).regex(
      /^\d{5}(-\d{4})?$/,
      ADDRESS_MESSAGES.zipInvalid,
    ),
    phone: required(ADDRESS_MESSAGES.phoneRequired, 30).transform((typed, context) => {
      const e164 = phoneE164(typed);
      if (e164 === null) {
        context.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return e164;
    }),
    is_default: z.boolean().default(false),
  })
  .strict();

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** The address lines a Bill To or a label prints: street, street, "City, ST 12345". */
export function addressLines(address: {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}): string[] {
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.address1, address.address2, place].filter((line) => line.trim() !== '');
}

/** An address as a label prints it: who, its address lines, the phone; the filled ones only. */
export function labelLines(
  address: Parameters<typeof addressLines>[0] & { name: string; company: string; phone: string },
): string[] {
  return [address.name, address.company, ...addressLines(address), address.phone].filter(
    (line) => line.trim() !== '',
  );
}

/**
 * Two addresses are the same place when their street lines, city, state and ZIP are, ignoring
 * case and runs of spaces ("You are using an address that already exist.").
 */
export function samePlace(
  a: { address1: string; address2: string; city: string; state: string; zip: string },
  b: { address1: string; address2: string; city: string; state: string; zip: string },
): boolean {
  const key = (x: typeof a) =>
    [x.address1, x.address2, x.city, x.state, x.zip]
      .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
      .join('|');
  return key(a) === key(b);
}
