// The element, loaded as an external same-origin module by page.html (served with a strict CSP).
import '../../src/define.js';

(window as unknown as { cspReady: boolean }).cspReady = true;
