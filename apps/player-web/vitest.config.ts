import { jsdomTests } from '@wallet/build/vitest-jsdom';
import { defineConfig } from 'vitest/config';

// Page tests: a page in a memory router, in jsdom, against the sandbox in-process. They run in
// seconds; the browser suite (e2e/) keeps the flows in real Chromium.
export default defineConfig(jsdomTests({ setupFiles: ['src/test/setup.ts'] }));
