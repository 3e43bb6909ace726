import { defineSite } from '../../scripts/vite-site.ts';

export default defineSite({ dev: 5174, preview: 4174 });
