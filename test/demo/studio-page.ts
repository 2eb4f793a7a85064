// demo/studio/studio.ts with the source element instead of the built bundle, for studio-keeping.test.ts's iframe.
import '../../src/define.js';
import { startStudio, type Studio } from '../../demo/studio/app.js';

declare global {
  interface Window {
    studio?: Studio;
  }
}

window.studio = startStudio(document.getElementById('studio') as HTMLElement, location.search);
