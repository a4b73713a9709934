/** The values of `map` for `ids`, in the order of `ids`; ids the map lacks are skipped. */
export function byIds<T>(map: ReadonlyMap<number, T>, ids: readonly number[]): T[] {
  return ids.flatMap((id) => {
    const value = map.get(id);
    return value === undefined ? [] : [value];
  });
}
