import { IOS_GUIDE_TITLE } from '@wallet/domain';
import { GuidePage, type GuidePageProps } from './GuidePage';
import { iosStepImages } from './step-images';

export type IosGuidePageProps = GuidePageProps;

/** 001 §2 "/ios: four step images that open in a modal." §9 "the iOS guide has 4". */
export function IosGuidePage({ steps = iosStepImages(), ...rest }: IosGuidePageProps) {
  return <GuidePage title={IOS_GUIDE_TITLE} steps={steps} {...rest} />;
}
