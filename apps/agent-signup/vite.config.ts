import { defineSite } from '@wallet/build/vite-site';

export default defineSite({
  dev: 5174,
  preview: 4174,
  // The upstream, and the main site an applicant goes home to (never the sandbox's localhost).
  requiredInProduction: [
    ['VITE_TRACKER_BASE', 'VITE_API_BASE'],
    // The policy's connect-src: without a fixed API base, the origins the tracker may name.
    ['VITE_API_BASE', 'VITE_API_ORIGINS'],
    ['VITE_MAIN_SITE_URL'],
  ],
});
