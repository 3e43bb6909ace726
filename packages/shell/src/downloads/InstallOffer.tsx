import { INSTALL_APP_LABEL } from '@wallet/domain';
import { Button, DownloadIcon } from '@wallet/ui';
import { useInstallPrompt } from './install-prompt';

/** The button that installs the site as an app, shown only while the browser offers it. */
export function InstallOffer() {
  const { available, install } = useInstallPrompt();
  if (!available) return null;
  return (
    <Button variant="ghost" block onClick={() => void install()}>
      <DownloadIcon size={18} />
      {INSTALL_APP_LABEL}
    </Button>
  );
}
