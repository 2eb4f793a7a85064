/**
 * Watching the page for one table: the board's space (measured after each layout change), whether the table is in
 * view, an ancestor's `lang`, the `theme` attribute, and the move to another document (its stylesheets made anew).
 */

import type { CSSResult, LitElement, ReactiveController, ReactiveControllerHost } from 'lit';

/** What page watching reads of the element. */
export interface WatchedHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly theme: string | undefined;
}

export class PageWatch implements ReactiveController {
  /** The board's space in CSS pixels, measured after each layout change (null until then). */
  _box: { width: number; height: number } | null = null;
  /** Whether the table is on screen (watch mode speaks only then, or while focused). */
  _inView = typeof IntersectionObserver !== 'function';
  /** The element watched for size: the board's space. */
  #watched: Element | null = null;
  // Measured in the next frame: a re-render from inside the observer's callback would resize the table in the
  // same frame ("ResizeObserver loop completed with undelivered notifications").
  #resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => requestAnimationFrame(() => this.#measure()))
      : null;
  /** An ancestor's `lang` may change after the table is drawn (a page's language switch). */
  readonly #langWatch =
    typeof MutationObserver === 'function' ? new MutationObserver(() => this.#host.requestUpdate()) : null;
  readonly #viewWatch =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) this._inView = entry.isIntersecting;
        })
      : null;
  readonly #host: WatchedHost;
  /** Whether the board drawn now depends on its space: one with no tile does not (views/board.ts). */
  readonly #sized: () => boolean;

  constructor(host: WatchedHost, sized: () => boolean) {
    this.#host = host;
    this.#sized = sized;
    host.addController(this);
  }

  hostConnected(): void {
    const host = this.#host;
    this.#watched = null;
    this.#viewWatch?.observe(host);
    this.#langWatch?.observe(host.ownerDocument.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['lang'],
    });
    // The language may come from an ancestor: read it again whenever the element is (re)attached.
    host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
    this.#viewWatch?.disconnect();
    this.#langWatch?.disconnect();
  }

  hostUpdated(): void {
    const wrap = this.#host.renderRoot.querySelector('.board-wrap');
    if (wrap && wrap !== this.#watched && this.#host.isConnected) {
      this.#watched = wrap;
      this.#resize?.observe(wrap);
    }
  }

  /**
   * Keeps the `theme` attribute in step with the property for the `:host([theme=…])` styles. Lit's own
   * reflection would stamp the default onto every table (or remove an author's `theme="light"`); here no
   * attribute and "light" count as the same.
   */
  _mirrorTheme(): void {
    const host = this.#host;
    const theme = host.theme;
    const attribute = host.getAttribute('theme');
    if (theme === undefined || theme === null || theme === 'light') {
      if (attribute !== null && attribute !== 'light') host.removeAttribute('theme');
    } else if (attribute !== String(theme)) {
      host.setAttribute('theme', String(theme));
    }
  }

  /**
   * Moved into another document (a Picture-in-Picture window, a popup) or back: its stylesheets were made in
   * the first document, and a document only takes constructed sheets of its own, so they are made again in
   * the new one (as constructed sheets: no `<style>` that a strict CSP would block).
   */
  _adopted(): void {
    const host = this.#host;
    const view = host.ownerDocument.defaultView;
    const root = host.shadowRoot;
    if (!view || !root) return;
    // The size is watched by the new document's window, so the watch ends with it.
    this.#resize?.disconnect();
    this.#resize = new view.ResizeObserver(() => this.#measure());
    this.#watched = null;
    host.requestUpdate();
    const styles = (host.constructor as typeof LitElement).elementStyles as CSSResult[];
    root.adoptedStyleSheets = styles.map((style) => {
      const sheet = style.styleSheet;
      if (sheet && view === window) return sheet;
      const own = new view.CSSStyleSheet();
      own.replaceSync(style.cssText);
      return own;
    });
  }

  /** The board's space, rounded down to 4 px so sub-pixel changes do not redraw it (and tap targets stay 44 px). */
  #measure(): void {
    const rect = this.#watched?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const width = Math.floor(rect.width / 4) * 4;
    const height = Math.floor(rect.height / 4) * 4;
    if (width !== this._box?.width || height !== this._box.height) {
      this._box = { width, height };
      // Kept for the first tile's frame; a board that does not depend on it now is not drawn again for it (the first
      // frame's board is empty: no second render right after it).
      if (this.#sized()) this.#host.requestUpdate();
    }
  }
}
