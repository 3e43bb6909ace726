import { useEffect, useState } from 'react';
import { HOME_INVITE_TILE, INVITE_COPIED, INVITE_COPY_FAILED, INVITE_SHARED } from '@wallet/domain';
import { GiftIcon, ProfileTile } from '@wallet/ui';
import { href } from '../../lib/paths';

type Outcome = 'shared' | 'copied' | 'failed' | null;

/** The register page takes a referral id as ag_id (000 §2 "optional query ag_id for an agent or referral code"). */
export function inviteUrl(userId: number | null): string {
  const url = new URL(href('/register'), window.location.origin);
  if (userId !== null) url.searchParams.set('ag_id', String(userId));
  return url.toString();
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 000 §2 "when logged in, an 'Invite' tile": shares the player's register link through the phone's
 * share sheet where there is one, else copies it; either way the player sees what happened.
 */
export function InviteTile({ userId }: { userId: number | null }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const url = inviteUrl(userId);

  useEffect(() => {
    if (outcome === null || outcome === 'failed') return undefined;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const invite = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url });
        setOutcome('shared');
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOutcome((await copy(url)) ? 'copied' : 'failed');
  };

  return (
    <div className="home__invite">
      <ProfileTile label={HOME_INVITE_TILE} icon={<GiftIcon />} onClick={() => void invite()} />
      <p className="home__invite-status" role="status">
        {outcome === 'shared' ? INVITE_SHARED : outcome === 'copied' ? INVITE_COPIED : null}
        {outcome === 'failed' ? (
          <>
            {INVITE_COPY_FAILED} <span className="home__invite-url">{url}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
