/** Words about the match: the bar on the felt, whose turn with the message, and the menu (scores, moves, new match). */

import { html, nothing, type TemplateResult } from 'lit';
import type { Text } from './names.js';

export interface BarOptions {
  /** The game's name, and the button that opens its rules. */
  variant: string;
  /** Left out in a replay: no button. */
  rules?: string;
  onRules?: () => void;
  /** "Round 2 · Target: 100 points". */
  round: string;
  /** "8 tiles in the boneyard, 6 may be drawn", or null where nothing is ever drawn. */
  boneyard: string | null;
  /** Tiles in the boneyard, and whether drawing is closed: shown as a count by a tile's back (and a lock). */
  pile: number;
  closed: boolean;
  /** "Unlocked suits: 6 and 4", or null where suits never lock. */
  unlocked: string | null;
  /** "Clockwise (to the left)". */
  direction: string;
  clockwise: boolean;
}

/** The slim line along the top of the felt. */
export function barView(o: BarOptions): TemplateResult {
  return html`<div class="bar">
    <span class="bar__variant">${o.variant}</span>
    <span class="bar__round">${o.round}</span>
    <span class="bar__direction ${o.clockwise ? '' : 'bar__direction--right'}" title=${o.direction}
      ><span aria-hidden="true">↻</span><span class="sr-only">${o.direction}</span></span
    >
    ${
      o.boneyard === null
        ? nothing
        : html`<span class="bar__boneyard${o.closed ? ' bar__boneyard--closed' : ''}" title=${o.boneyard}
            ><span aria-hidden="true">${o.pile}</span><span class="sr-only">${o.boneyard}</span></span
          >`
    }
    ${o.unlocked === null ? nothing : html`<span class="bar__unlocked">${o.unlocked}</span>`}
    ${
      o.onRules
        ? html`<button
            type="button"
            class="bar__rules"
            data-action="rules"
            aria-label=${o.rules ?? ''}
            @click=${o.onRules}
          >
            ?
          </button>`
        : nothing
    }
  </div>`;
}

/**
 * What just happened, then whose turn it is, then the message (a refusal explained, a prompt, a hint's why). Only
 * the message is a live region: the announcer already speaks each move. On a phone the last move is whole on a line
 * or two of its own, whose turn or the message below it (status.styles.ts). Each part is a span of its own, so a
 * later one (the count of a scoring game) is one more span.
 */
export function statusView(turn: Text, message: Text, last: Text): TemplateResult {
  return html`<div class="status${message ? ' status--said' : ''}">
    ${last === '' ? nothing : html`<span class="status__last">${last}<span aria-hidden="true">&nbsp;·</span></span>`}
    ${turn === '' ? nothing : html`<span class="status__turn">${turn}</span>`}
    <span class="message" role="status">${message}</span>
  </div>`;
}

/** The menu panel's words and figures (its template and look come with chunks/rare.js: loaders/menu-panel.ts). */
export interface MenuPanel {
  /** One row per seat of the scores table. */
  names: readonly Text[];
  scores: readonly number[];
  current: number | null;
  /** How many moves, and the moves of the round, oldest first (worded only while the menu is open). */
  moves: number;
  log: readonly Text[];
  /** The New match button (it may ask first). */
  newMatch: TemplateResult;
}

export interface MenuOptions {
  /** The menu button's name ("Scores and moves"). */
  label: string;
  /** Told when the menu opens or closes. */
  onToggle: (open: boolean) => void;
  /**
   * The open menu's panel, drawn by its code in chunks/rare.js (fetched when the menu opens); until it has come, or
   * where it cannot be had, New match alone.
   */
  panel: unknown;
}

/**
 * The menu: a disclosure whose panel lies over the felt, holding the scores table, the moves of the round and
 * New match (loaders/menu-panel.ts). Folded, it takes one small button; open, that button shows ✕ and closes it, as do
 * Escape and a tap beside the panel.
 */
export function menuView(o: MenuOptions): TemplateResult {
  // Open, it closes as a sheet does: Escape, or a tap on the table beside it (the menu's own backdrop, its ::before).
  const close = (e: Event): void => {
    const menu = e.currentTarget as HTMLDetailsElement;
    if (e.target === menu || (e as KeyboardEvent).key === 'Escape') {
      menu.open = false;
      (menu.firstElementChild as HTMLElement).focus();
    }
  };
  return html`<details
    class="menu"
    @toggle=${(e: Event) => o.onToggle((e.target as HTMLDetailsElement).open)}
    @click=${close}
    @keydown=${close}
  >
    <summary class="menu__button" aria-label=${o.label}><span aria-hidden="true">☰</span></summary>
    ${o.panel}
  </details>`;
}
