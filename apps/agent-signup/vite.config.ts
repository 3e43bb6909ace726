import { defineSite, UPSTREAM_REQUIREMENTS } from '@wallet/build/vite-site';

export default defineSite({
  dev: 5174,
  preview: 4174,
  // The upstream (its address, the origins the policy lets it reach, the security and site codes),
  // and the main site an applicant goes home to (never the sandbox's localhost).
  requiredInProduction: [...UPSTREAM_REQUIREMENTS, ['VITE_MAIN_SITE_URL']],
});
