import { defineSite } from '../../scripts/vite-site';

export default defineSite({ dev: 5173, preview: 4173 });
