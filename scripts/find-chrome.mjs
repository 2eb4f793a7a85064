// Finds a Chrome or Chromium binary; shared by ensure-chrome.mjs and web-test-runner.config.mjs
// (and by screenshot scripts). Test tools must never download a browser: we only look.
import { accessSync, constants } from 'node:fs';

export const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Launch flags for headless Chromium here, used by the test runner, the benches and the screenshot scripts.
 * --no-sandbox: Chromium refuses to start as root without it (CI runs as root); the background-networking
 * flags stop it calling out on a machine whose network is closed.
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const INSTRUCTION = 'No Chrome/Chromium found: install Chromium (apt-get install chromium) or set CHROME_PATH.';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The browser to use: CHROME_PATH if set (it must exist), else the first candidate found, else null. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file.`);
  }
  return CANDIDATES.find(isExecutable) ?? null;
}
