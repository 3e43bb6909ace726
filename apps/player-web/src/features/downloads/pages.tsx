import { AndroidGuidePage, DownloadsPage, IosGuidePage } from '@wallet/shell/downloads';
import { siteConfig } from '../../config';

// 001 §2 "Downloads (/downloads, /android, /ios)": the shared screens, in this site's router.

export function Downloads() {
  return <DownloadsPage />;
}

export function AndroidGuide() {
  return <AndroidGuidePage appPackageUrl={siteConfig.androidAppUrl} />;
}

export function IosGuide() {
  return <IosGuidePage />;
}
