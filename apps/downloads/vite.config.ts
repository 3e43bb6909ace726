import { defineSite } from '@wallet/build/vite-site';

export default defineSite({ dev: 5175, preview: 4175 });
