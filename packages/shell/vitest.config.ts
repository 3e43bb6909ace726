import { jsdomTests } from '@wallet/build/vitest-jsdom';
import { defineConfig } from 'vitest/config';

// Screen tests: a screen in a memory router, in jsdom, against the sandbox in-process.
export default defineConfig(jsdomTests({ setupFiles: ['src/test/setup.ts'] }));
