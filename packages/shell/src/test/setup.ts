import { configure } from '@testing-library/react';

// Screens load lazily and wait on the sandbox: on a busy machine (CI runs the suites side by side
// on 2 cores) an answer and its render can take longer than Testing Library's 1 s default wait,
// which failed user.test's retry in a fresh-clone run. The same wait as player-web's page tests.
configure({ asyncUtilTimeout: 10_000 });
