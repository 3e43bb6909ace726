import type { ReactNode } from 'react';
import { DOWNLOADS_BACK_LINK, STEP_IMAGES_LABEL } from '@wallet/domain';
import { BackIcon, Button, StepGallery, type RenderLink, type ViewerImage } from '@wallet/ui';
import { InstallOffer } from './InstallOffer';
import { routerLink } from '../link/link';

export interface GuidePageProps {
  /** The step pictures; ours by default. */
  steps?: readonly ViewerImage[];
  /** Where the cards are: '/downloads' inside the player site, '/' on the downloads site. */
  cardsHref?: string;
  /** The kit's link seam; React Router's link (the shell's `routerLink`) by default. */
  renderLink?: RenderLink;
}

/** What the two guides share: the way back to the cards, the title, the steps, the install offer. */
export function GuidePage({
  title,
  steps,
  cardsHref = '/downloads',
  renderLink = routerLink,
  children,
}: Omit<GuidePageProps, 'steps'> & {
  title: string;
  steps: readonly ViewerImage[];
  children?: ReactNode;
}) {
  return (
    <main>
      <Button variant="ghost" href={cardsHref} renderLink={renderLink}>
        <BackIcon size={18} />
        {DOWNLOADS_BACK_LINK}
      </Button>
      <h1>{title}</h1>
      {children}
      <StepGallery steps={steps} label={STEP_IMAGES_LABEL} />
      <InstallOffer />
    </main>
  );
}
