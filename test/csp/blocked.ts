// The element as the CDN file loads it (define.js first), in a page that forbids Lit's Trusted Types policy: Lit
// throws as it loads, so this module never finishes; the page's own flag says the module was asked for.
(window as unknown as { cspReady: boolean }).cspReady = true;
await import('../../src/define.js');
export {};
