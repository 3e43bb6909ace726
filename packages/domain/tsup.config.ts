import { packageBuild } from '@wallet/build/tsup';

// One dist module per source module, with its declarations: see @wallet/build's packageBuild.
export default packageBuild();
