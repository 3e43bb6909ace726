import { useId, useLayoutEffect, useState } from 'react';
import {
  DOWNLOADS_ADDRESS_COPIED,
  DOWNLOADS_ADDRESS_LABEL,
  DOWNLOADS_ANDROID_CARD,
  DOWNLOADS_ANDROID_DETAIL,
  DOWNLOADS_BROWSER_CARD,
  DOWNLOADS_BROWSER_DETAIL,
  DOWNLOADS_COPY_FAILED,
  DOWNLOADS_IOS_CARD,
  DOWNLOADS_IOS_DETAIL,
  DOWNLOADS_TITLE,
} from '@wallet/domain';
import {
  AndroidIcon,
  GlobeIcon,
  Notice,
  PhoneIcon,
  ProfileTile,
  TextField,
  TileGrid,
  type RenderLink,
} from '@wallet/ui';
import { routerLink } from '../link/link';
import { InstallOffer } from './InstallOffer';

export interface DownloadsPageProps {
  /** The kit's link seam; React Router's link (the shell's `routerLink`) by default. */
  renderLink?: RenderLink;
}

/** The clipboard, where there is one and the page may use it. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 001 §2 "/downloads: cards for iOS (/ios), Android (/android) and 'open in browser' (copies the
 * current URL)." The copy is confirmed on screen; where the clipboard is refused or missing the
 * address is shown selected in a read-only field, to copy by hand.
 */
export function DownloadsPage({ renderLink = routerLink }: DownloadsPageProps) {
  const [copy, setCopy] = useState<{ outcome: 'copied' | 'failed'; url: string } | null>(null);
  const fieldId = useId();

  // A layout effect, so the field is focused and selected in the same commit that shows it (a
  // passive effect would leave a frame where the notice is there and the field is not yet ready).
  useLayoutEffect(() => {
    if (copy?.outcome !== 'failed') return;
    const field = document.getElementById(fieldId);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  }, [copy, fieldId]);

  const openInBrowser = async () => {
    const url = window.location.href;
    setCopy({ outcome: (await copyText(url)) ? 'copied' : 'failed', url });
  };

  return (
    <main>
      <h1>{DOWNLOADS_TITLE}</h1>
      <TileGrid aria-label={DOWNLOADS_TITLE}>
        {[
          {
            label: DOWNLOADS_IOS_CARD,
            detail: DOWNLOADS_IOS_DETAIL,
            icon: <PhoneIcon />,
            href: '/ios',
          },
          {
            label: DOWNLOADS_ANDROID_CARD,
            detail: DOWNLOADS_ANDROID_DETAIL,
            icon: <AndroidIcon />,
            href: '/android',
          },
          {
            label: DOWNLOADS_BROWSER_CARD,
            detail: DOWNLOADS_BROWSER_DETAIL,
            icon: <GlobeIcon />,
            onClick: () => void openInBrowser(),
          },
        ].map((card) => (
          <ProfileTile key={card.label} {...card} renderLink={renderLink} />
        ))}
      </TileGrid>
      <div aria-live="polite">
        {copy?.outcome === 'copied' ? (
          <Notice tone="success">{DOWNLOADS_ADDRESS_COPIED}</Notice>
        ) : null}
        {copy?.outcome === 'failed' ? <Notice tone="info">{DOWNLOADS_COPY_FAILED}</Notice> : null}
      </div>
      {copy?.outcome === 'failed' ? (
        <TextField
          id={fieldId}
          label={DOWNLOADS_ADDRESS_LABEL}
          value={copy.url}
          onChange={() => undefined}
          readOnly
          inputMode="url"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
      <InstallOffer />
    </main>
  );
}
