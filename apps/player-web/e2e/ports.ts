/** Where the browser tests find the site and the sandboxes (read by the config and the fixtures). */

/** The built site, served once for every worker. */
export const SITE = 'http://localhost:4173';

/**
 * The two standalone sites (apps/agent-signup, apps/downloads), built for the sandbox and served by
 * the first worker's sandbox beside the player site: their screens are tested in both frames here.
 */
export const AGENT_SITE = 'http://localhost:4174';
export const DOWNLOADS_SITE = 'http://localhost:4175';

/** The sandbox's default origin: the tracker the built site is configured to ask. */
export const SANDBOX_PORT = 4010;

/**
 * Workers run side by side, each with its own sandbox on SANDBOX_PORT + its index. A test spends
 * most of its time waiting on the page (the 3 s loading overlay, polls), so two cores carry three.
 */
export const WORKERS = Number(process.env.E2E_WORKERS) || 3;
