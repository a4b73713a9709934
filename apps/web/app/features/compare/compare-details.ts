/**
 * What each compare card shows first (issue 28): the details in which the kept configurations
 * differ. Three cards share a phone's width (spec 001 §2, §9), so a card shows little of its
 * details; two configurations that differ only in their cutting looked alike but for the price.
 */
export interface CardDetails {
  /** The card's details that not every card has, in the card's order: shown whole, first. */
  differing: readonly string[];
  /** The details every card has: shown after, and may be cut short. */
  shared: readonly string[];
}

/**
 * Splits each card's detail lines (one configuration summary each, "Cutting: Die Cut") into
 * those that differ from another card's and those all the cards share. A line differs when some
 * card lacks it: another value for the same choice, or a choice that card does not have. A
 * single card has nothing to differ from, so all its details are shared.
 */
export function splitDetails(cards: readonly (readonly string[])[]): CardDetails[] {
  const inEvery = (line: string) => cards.every((lines) => lines.includes(line));
  return cards.map((lines) => ({
    differing: lines.filter((line) => !inEvery(line)),
    shared: lines.filter(inEvery),
  }));
}
