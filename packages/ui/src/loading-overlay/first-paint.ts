/**
 * `<LoadingOverlay />` as HTML, for a site to put in its index.html: the overlay shows as soon as
 * the HTML and its stylesheet arrive, before any script (issue 15: "paint the layout and the loading
 * overlay from the HTML itself before any script runs"). React then draws the same markup over it,
 * so nothing moves. Plain text with no import, so a Vite config can read it at build time;
 * LoadingOverlay.test.tsx keeps it equal to what the component renders.
 */
export const LOADING_OVERLAY_HTML =
  '<div class="ui-loading-overlay" role="status" aria-live="polite"><span class="ui-spinner" aria-hidden="true"></span><span class="ui-loading-overlay__text">LOADING...</span></div>';
