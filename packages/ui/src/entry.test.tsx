/// <reference types="vite/client" />
import { entryDrift, type Modules } from '@wallet/build/public-entry';
import { describe, expect, it } from 'vitest';
import * as entry from './index';
import * as firstPaint from './loading-overlay/first-paint';

// Every source module under src/ but the entry, the tests and the stories (the bundler lists them:
// the tests run in the browser, where no file system is read).
const modules: Modules = import.meta.glob(
  ['./**/*.{ts,tsx}', '!./index.ts', '!./**/*.d.ts', '!./**/*.test.tsx', '!./**/*.stories.tsx'],
  { eager: true },
);

const INTERNAL = {
  // What the components share among themselves.
  './bank-app-chooser/useOpenApp.ts': ['useOpenApp'],
  './button/useSlow.ts': ['useSlow'],
  './form/fieldErrors.ts': ['fieldErrors'],
  './icons/base.ts': ['base'],
  './modal/scrollLock.ts': ['lockPageScroll'],
  './qr-save/qr-file.ts': ['canShareFile', 'isCancelledShare', 'qrFile'],
  './shared/MotionToggle.tsx': ['MotionToggle'],
  './shared/clipboard.ts': ['writeClipboard'],
  './shared/cx.ts': ['cx'],
  './shared/useNearViewport.ts': ['useNearViewport'],
  './shared/useReducedMotion.ts': ['useReducedMotion'],
  // What the tests and the stories share.
  './shared/fits.ts': ['UNBROKEN', 'expectFitsViewport', 'linesOf'],
  './shared/in-width.tsx': ['PHONE_COLUMN', 'inWidth'],
  './shared/sample-images.ts': ['sampleImage'],
  './shared/sample-qr.ts': ['SAMPLE_QR_PNG'],
};

describe("the entries (index.ts and './first-paint') and the modules agree", () => {
  it("every runtime export of a module is an entry's, or listed here as internal", () => {
    expect(entryDrift({ ...entry, ...firstPaint }, modules, INTERNAL)).toEqual([]);
  });
});
