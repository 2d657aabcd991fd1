/** The Chromium every browser run uses: Debian's package, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags of every headless run (tests, benchmarks, seed images): no sandbox (the container runs as
 * root), no GPU, and none of the background traffic (component updates, sync, first-run pages)
 * that would disturb a test or a timing.
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
