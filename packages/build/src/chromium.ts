/**
 * How every browser test here starts Chromium: Debian's build (never a downloaded browser),
 * headless, with the background traffic this machine's closed network refuses turned off.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The phone the browser tests look through. */
export const phoneViewport = { width: 390, height: 844 };
