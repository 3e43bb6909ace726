import { ANDROID_DOWNLOAD_LINK, ANDROID_GUIDE_TITLE } from '@wallet/domain';
import { Button, DownloadIcon } from '@wallet/ui';
import { GuidePage, type GuidePageProps } from './GuidePage';
import { androidStepImages } from './step-images';

export interface AndroidGuidePageProps extends GuidePageProps {
  /** The app package file (an .apk), from the shell's configuration. */
  appPackageUrl: string;
}

/**
 * 001 §2 "/android: a download link for an app package file and nine step images that open in a
 * modal." §9 "The Android guide has 9 steps".
 */
export function AndroidGuidePage({
  appPackageUrl,
  steps = androidStepImages(),
  ...rest
}: AndroidGuidePageProps) {
  return (
    <GuidePage title={ANDROID_GUIDE_TITLE} steps={steps} {...rest}>
      <p>
        <Button href={appPackageUrl} download block>
          <DownloadIcon size={18} />
          {ANDROID_DOWNLOAD_LINK}
        </Button>
      </p>
    </GuidePage>
  );
}
