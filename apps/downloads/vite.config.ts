import { defineSite } from '../../scripts/vite-site.ts';

export default defineSite({ dev: 5175, preview: 4175 });
