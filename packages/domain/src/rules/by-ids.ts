/** The values of `map` for `ids`, in the order of `ids`; ids the map lacks are skipped. */
export function byIds<T>(map: ReadonlyMap<number, T>, ids: readonly number[]): T[] {
  return ids.flatMap((id) => {
    const value = map.get(id);
    return value === undefined ? [] : [value];
  });
}

/** A featured item's allowed subset; an empty subset means everything (catalog-model.ts). */
export function withinAllowed<T extends { id: number }>(
  items: readonly T[],
  allowedIds: readonly number[],
): T[] {
  return allowedIds.length === 0
    ? [...items]
    : items.filter((item) => allowedIds.includes(item.id));
}
