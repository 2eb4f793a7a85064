/**
 * Roving focus: which item of a row the arrow keys move to (one tab stop per group, APG pattern). Here rather than in
 * the element: the two chunks that use it (the replay's lessons, and the table's keys in chunks/rare.js) each hold a
 * copy, so that the entry, which never runs it, does not.
 */

/** The index an arrow, Home or End key moves to in a row of `count` items (wrapping), or null for other keys. */
export function rovingIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
