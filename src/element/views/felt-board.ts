/** The board in its wrap as the table and the replay both draw it: named in the table's language, its lit ends too. */

import { html, type TemplateResult } from 'lit';
import type { Layout } from '../../engine/types.js';
import { listItem, placeWords, t, tileName, type Lang } from '../../i18n/index.js';
import { boardView, type BoardOptions } from './board.js';

/**
 * The board of a frame: `picked` is the tile whose ends are lit (each end then says where that tile would go),
 * `onKey` the keys on the board (moving between lit ends); the rest is the board view's own options.
 */
export function feltBoard(
  lang: Lang,
  layout: Layout,
  picked: string | null,
  onKey: (event: KeyboardEvent) => void,
  options: Omit<BoardOptions, 'label' | 'endLabel' | 'name'>,
): TemplateResult {
  const name = (tile: string) => tileName(lang, tile);
  return html`<div class="board-wrap" @keydown=${onKey}>
    ${boardView(layout, {
      ...options,
      label: name,
      // The lead's spot opens the round: its sentence has no number and no place.
      endLabel: (end) =>
        t(lang, end.id === 'center' ? 'say.open' : 'say.playAt', {
          you: true,
          tile: tileName(lang, picked),
          pip: listItem(lang, 'pips', end.pip),
          place: placeWords(lang, end.place),
        }),
      name: t(lang, 'board'),
    })}
  </div>`;
}
