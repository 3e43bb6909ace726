import { defineSite } from '@wallet/build/vite-site';

export default defineSite({
  dev: 5174,
  preview: 4174,
  requiredInProduction: [['VITE_TRACKER_BASE', 'VITE_API_BASE']],
});
