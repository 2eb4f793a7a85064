// Checks of text and boxes that overflow (issue 20 item 4): words the browser broke across lines, and boxes whose
// content is taller than they are (a scroller inside a panel). Shared by sheets.test.ts and board-fit.ts.

/**
 * Every word of the text under `node` that the browser drew on more than one line: an overflow-wrap break. A line
 * may end after a hyphen ("3-3-Pasch"), as in print, so hyphens divide words here.
 */
export function brokenWords(node: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const value = text.nodeValue ?? '';
    for (const match of value.matchAll(/[^\s\-–‐/]+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/** The boxes under `node` (itself included) that scroll and hold more than they show, by class name and sizes. */
export function overflowing(node: Element): string[] {
  const found: string[] = [];
  for (const box of [node, ...node.querySelectorAll<HTMLElement>('*')]) {
    const style = getComputedStyle(box);
    if (!/auto|scroll/.test(style.overflowY + style.overflowX)) continue;
    if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
      found.push(`${box.className}: ${box.scrollWidth}×${box.scrollHeight} in ${box.clientWidth}×${box.clientHeight}`);
  }
  return found;
}
