import { pageOf } from './app/pages';

// Runs as soon as it arrives (index.html loads it `async`, before the site's own entry): asks for
// the code of the page being opened while the framework is still on its way. The router asks for
// the same module later and gets it from the browser's module map; a failure here is the router's
// to show, so it is not reported twice.
void pageOf(window.location.pathname)().catch(() => undefined);
