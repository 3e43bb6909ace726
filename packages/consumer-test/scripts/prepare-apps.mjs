// Installs the consumer app of each variant before the test runs (test/app.mjs, `prepare`), after
// `pnpm build`. `pnpm test` runs it on its own before the suites that run side by side.
import { prepare } from '../test/app.mjs';

await prepare();
