import { AndroidGuidePage, DownloadsPage, IosGuidePage } from '@wallet/shell/downloads';
import { siteConfig } from '../../config';
import { routerLink } from '../../lib/link';

// 001 §2 "Downloads (/downloads, /android, /ios)": the shared screens, in this site's router.

export function Downloads() {
  return <DownloadsPage renderLink={routerLink} />;
}

export function AndroidGuide() {
  return <AndroidGuidePage appPackageUrl={siteConfig.androidAppUrl} renderLink={routerLink} />;
}

export function IosGuide() {
  return <IosGuidePage renderLink={routerLink} />;
}
