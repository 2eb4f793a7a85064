// A room for a studio in a browser test: before each test an empty <main> 1024 px wide and empty storage; after it
// the studio stopped, the room removed and storage cleared again (drafts are kept in localStorage).
import { startStudio, type Studio } from '../../demo/studio/app.js';

type StartRest = Parameters<typeof startStudio> extends [HTMLElement, ...infer R] ? R : never;

export interface StudioRoom {
  /** The test's <main>. */
  readonly root: HTMLElement;
  /** Starts a studio in the room with `startStudio`'s other arguments (stopping the one before, as a reload does). */
  start(...rest: StartRest): Studio;
  /** The element a selector names, in the room or `scope`; throws when there is none. */
  $<T extends Element>(selector: string, scope?: ParentNode): T;
}

export function studioRoom(): StudioRoom {
  let root: HTMLElement;
  let studio: Studio | null = null;
  beforeEach(() => {
    localStorage.clear();
    root = document.body.appendChild(document.createElement('main'));
    root.style.width = '1024px';
  });
  afterEach(() => {
    studio?.stop();
    studio = null;
    root.remove();
    localStorage.clear();
  });
  return {
    get root() {
      return root;
    },
    start(...rest) {
      studio?.stop();
      return (studio = startStudio(root, ...rest));
    },
    $<T extends Element>(selector: string, scope: ParentNode = root): T {
      const found = scope.querySelector<T>(selector);
      if (!found) throw new Error(`no ${selector} in the studio`);
      return found;
    },
  };
}
