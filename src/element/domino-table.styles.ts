/** The element's tokens (colours, sizes, font), written once; shared bits (buttons, focus, hidden text); motion. */

import { css } from 'lit';

/*
 * Each view's look is beside it (views/*.styles.ts); this sheet holds what they share:
 *   the public custom properties (README "Styling") and the private tokens (--_ink, --_muted, --_panel, --_back,
 *   --_shadow; --_hand-w, the short side of a hand tile), the themes (light, dark, auto),
 *   .btn (.btn--primary), .sr-only, focus rings, and prefers-reduced-motion.
 * Sizes are CSS pixels (or container units), never rem: a host page's root font size changes nothing.
 */
export const styles = css`
  :host {
    --domino-table-felt: #1f6b45;
    --domino-tile-face: #fbf7ea;
    --domino-tile-pip: #1d1d1f;
    --domino-tile-edge: #b7ad94;
    --domino-highlight: #ffc83d;
    --domino-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --_ink: #f4f1e6;
    --_muted: #f4f1e6b8;
    --_panel: #00000038;
    --_back: #7a2e2a;
    --_shadow: #00000059;
    /* A hand tile's short side: a fingertip on a phone (44 px), about 64 px on a desktop. */
    --_hand-w: clamp(44px, 5cqi + 24px, 64px);
    display: block;
    container-type: inline-size;
    min-width: 0;
    color: var(--_ink);
    font: 16px/1.35 var(--domino-font);
  }
  :host([hidden]) {
    display: none;
  }
  /* Dark: chosen, or following the system with theme="auto" (never automatic: docs/architecture.md). */
  :host([theme='dark']) {
    --domino-table-felt: #10291e;
    --domino-tile-face: #e6dfcb;
    --domino-tile-edge: #6f6857;
    --domino-highlight: #f2b630;
    --_back: #4a1f1c;
    --_shadow: #0009;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --domino-table-felt: #10291e;
      --domino-tile-face: #e6dfcb;
      --domino-tile-edge: #6f6857;
      --domino-highlight: #f2b630;
      --_back: #4a1f1c;
      --_shadow: #0009;
    }
  }
  * {
    box-sizing: border-box;
  }
  .btn {
    min-height: 44px;
    min-width: 44px;
    padding: 0 18px;
    border: 1px solid #fff5;
    border-radius: 999px;
    background: #ffffff1f;
    color: inherit;
    font: 600 15px/1.2 var(--domino-font);
    cursor: pointer;
    touch-action: manipulation;
  }
  .btn:hover:not([aria-disabled='true']) {
    background: #ffffff38;
  }
  .btn--primary {
    border-color: transparent;
    background: var(--domino-highlight);
    color: #1d1d1f;
  }
  .btn--primary:hover {
    background: color-mix(in srgb, var(--domino-highlight) 80%, #fff);
  }
  /*
   * Not usable now: no fill, a dashed outline and dim text, so it never reads as a live (tinted) button. It stays
   * focusable (aria-disabled) and says why when pressed.
   */
  .btn[aria-disabled='true'] {
    border: 1px dashed color-mix(in srgb, var(--_ink) 35%, transparent);
    background: transparent;
    color: color-mix(in srgb, var(--_ink) 50%, transparent);
    cursor: not-allowed;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  :focus-visible {
    outline: 3px solid var(--domino-highlight);
    outline-offset: 2px;
  }
  /* A long seat name inside a sentence or label (views/names.ts): cut with an ellipsis, whole in its text. */
  .name {
    display: inline-block;
    max-width: 9em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  @media (forced-colors: active) {
    .btn {
      border-color: ButtonText;
    }
    .btn[aria-disabled='true'] {
      border-color: GrayText;
      color: GrayText;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;
