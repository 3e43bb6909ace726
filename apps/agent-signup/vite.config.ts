import { defineSite } from '../../scripts/vite-site.ts';

export default defineSite({
  dev: 5174,
  preview: 4174,
  requiredInProduction: [['VITE_TRACKER_BASE', 'VITE_API_BASE']],
});
