import { defineSite } from '@wallet/build/vite-site';

// The sites' own Vite setup (chunk groups, headers, early hints off), so only the code differs;
// built in the sandbox mode the measured sites are built in (package.json), which needs no
// production addresses (the policy's report address, issue 39).
export default defineSite({ dev: 5176, preview: 4176 });
