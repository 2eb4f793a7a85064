/**
 * The replay's move list, drawn a window at a time: the blocks of steps around the step shown, so a record at the
 * size limit (10 000 steps) draws a few hundred nodes, not tens of thousands, and a step redraws a few dozen
 * bindings. Each item says its place in the whole list (`aria-setsize`, `aria-posinset`); the steps outside the
 * window are one button at each side that moves the window there.
 */

import type { Lang } from '../i18n/index.js';
import type { ReplayStep } from '../record/index.js';
import { html, nothing, t } from './kit.js';
import type { ReplayReader } from './table.js';

/**
 * Steps per block: the window is the step's block and one on each side (at most 3 × BLOCK items), more than a wide
 * table shows at once; a smaller window makes a jump to a far step cheaper to redraw.
 */
export const BLOCK = 20;

/** The steps the list draws while `shown` is shown: from `start` up to (not including) `end`. */
export function windowOf(shown: number, count: number): { start: number; end: number } {
  const block = Math.floor(Math.max(0, shown) / BLOCK);
  return { start: Math.max(0, (block - 1) * BLOCK), end: Math.min(count, (block + 2) * BLOCK) };
}

/** Every step to click, each round's deal marked, a window of them at a time. */
export function moveList(table: ReplayReader, steps: readonly ReplayStep[], lang: Lang) {
  const { words, shown, view } = table;
  const count = steps.length;
  const { start, end } = windowOf(shown, count);
  /** The steps a side leaves out, as one button that goes to the nearest of them. */
  const more = (from: number, to: number, go: number, before: boolean) => {
    const label = table.format(words.range, { from, to });
    return html`<li class="replay__item replay__item--more" aria-setsize=${count} aria-posinset=${go + 1}>
      <button
        type="button"
        class="replay__more"
        data-step=${go}
        tabindex="-1"
        aria-label=${label}
        title=${label}
        @click=${() => table.go(go)}
      >
        ${before ? `… ${from}–${to}` : `${from}–${to} …`}
      </button>
    </li>`;
  };
  const items = [];
  for (let i = start; i < end; i++) {
    const step = steps[i]!;
    const hidden = step.question && !table.isSolved(i);
    // With `view` (machine/view.ts) the list tells what that seat knew at the step shown: moves after it name nothing
    // (a tile to be drawn or played may still lie hidden), and another seat's draw does not name its tile.
    const named =
      view === null
        ? step.name
        : i > shown
          ? '…'
          : step.seat !== view
            ? step.name.replace(/^draw:.*/, 'draw')
            : step.name;
    const current = i === shown;
    items.push(
      html`<li
        class=${step.move ? 'replay__item' : 'replay__item replay__item--round'}
        aria-setsize=${count}
        aria-posinset=${i + 1}
      >
        <button
          type="button"
          class="replay__move"
          data-step=${i}
          tabindex=${current ? '0' : '-1'}
          aria-current=${current ? 'step' : nothing}
          aria-label=${hidden ? `${i}: ${words.question}` : nothing}
          @click=${() => table.go(i)}
        >
          ${
            step.move
              ? html`<span class="replay__no">${i}</span>${hidden ? '?' : named}`
              : t(lang, 'round', { n: step.round })
          }
        </button>
      </li>`,
    );
  }
  return html`<ol class="replay__moves" part="log" aria-label=${words.moves}>
    ${start > 0 ? more(0, start - 1, start - 1, true) : nothing}${items}${
      end < count ? more(end, count - 1, end, false) : nothing
    }
  </ol>`;
}
