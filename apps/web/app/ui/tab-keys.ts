/**
 * Keyboard movement in a horizontal tab list (WAI-ARIA Authoring Practices, "Tabs"): the arrows
 * move to the neighbouring tab and wrap around, Home and End jump to the ends. Null for any other
 * key, so the browser keeps its default.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
