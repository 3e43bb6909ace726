import { defineSite } from '@wallet/build/vite-site';

// The sites' own Vite setup (chunk groups, headers, early hints off), so only the code differs.
export default defineSite({ dev: 5176, preview: 4176 });
