/** Focus never falls to the page: where it goes when the control that held it went away or stopped working. */

/** A control that may not be used now (it stays focusable and says why when pressed). */
export const isOff = (el: Element | null): boolean => el?.getAttribute('aria-disabled') === 'true';

/** Where focus goes when the focused control is gone, in order of preference. */
const FOCUS_ORDER = ['[data-action="ready"]', '[data-action="dialog"]', '.hand__tile[tabindex="0"]'];

/**
 * After an update that changed the DOM under the focus (the move that ended a round, Draw or Pass pressed, a
 * handover): when the focused control went away, was disabled, or stopped working (`wasLive`), focus moves to the
 * next sensible control: the handover's Ready, the dialog's button, the hand's tab stop; while none is there (the
 * lead is shown), the first usable control holds it until one is. `parked` is that holder from the update before;
 * returns the holder now, or null.
 */
export function keepFocus(root: ShadowRoot, wasLive: boolean, parked: HTMLElement | null): HTMLElement | null {
  const active = root.activeElement as HTMLButtonElement | null;
  const lost = !active?.isConnected || active.disabled || (wasLive && isOff(active));
  if (!lost && active !== parked) return null;
  for (const selector of FOCUS_ORDER) {
    const next = root.querySelector<HTMLElement>(selector);
    if (next) {
      next.focus();
      return null;
    }
  }
  // The holder keeps focus, and its role, through updates that bring none of them yet.
  if (!lost) return parked;
  const holder = root.querySelector<HTMLElement>('.controls .btn:not([aria-disabled="true"]), .menu__button');
  holder?.focus();
  return holder;
}
