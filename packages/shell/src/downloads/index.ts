// The downloads screens (001 §2 "Downloads (/downloads, /android, /ios)"), shown by the player site
// and as the whole of apps/downloads.
export { DownloadsPage, type DownloadsPageProps } from './DownloadsPage';
export { AndroidGuidePage, type AndroidGuidePageProps } from './AndroidGuidePage';
export { IosGuidePage, type IosGuidePageProps } from './IosGuidePage';
export type { GuidePageProps } from './GuidePage';
export { InstallOffer } from './InstallOffer';
export {
  useInstallPrompt,
  watchInstallPrompt,
  type BeforeInstallPromptEvent,
  type InstallPrompt,
} from './install-prompt';
export { androidStepImages, iosStepImages, stepImage } from './step-images';
