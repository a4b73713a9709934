// A module of its own: the page reads it at first load, without the cart contract's zod (issue 14).

/** The origin of a line added from the compare panel (spec 001 §7): it has no page of its own. */
export const COMPARE_ORIGIN = 'compare_type';
