import { existsSync } from 'node:fs';

/** The port the e2e server listens on (playwright.config.ts starts it there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's headless shell when installed (package
 * chromium-headless-shell), else Debian's Chromium. The shell is Chromium without the browser's
 * window machinery: no GPU process and no browser-interface renderers, which took about a third of
 * the two cores during a CI run of the full browser (decision 055).
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/** Debian's full Chromium, for a spec that needs what the headless shell lacks (a PDF viewer). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** Every launch's flags (playwright.config.ts, and a spec that launches the full Chromium). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
