import { defineSite } from '@wallet/build/vite-site';

export default defineSite({
  dev: 5175,
  preview: 4175,
  // Without it a production build would link the sandbox's stand-in app package.
  requiredInProduction: [['VITE_ANDROID_APP_URL']],
});
