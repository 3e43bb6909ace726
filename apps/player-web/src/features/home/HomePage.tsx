import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  getAnnouncementsQuery,
  getBannersQuery,
  getCategoriesQuery,
  getMarqueeQuery,
} from '@wallet/api';
import { BANNERS_LOAD_FAILED } from '@wallet/domain';
import { BannerSlider, ErrorDialog, Marquee } from '@wallet/ui';
import { useLoggedIn, useLoadState, useUserInfo, useApi } from '@wallet/shell';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { ForcedReset, useResetAsked } from './ForcedReset';
import { GamesSection } from './GamesSection';
import { QuickLinks } from './QuickLinks';
import { SeoText } from './SeoText';
import { useHomeLoadError, type HomeLoads } from './useHomeLoadError';
import './HomePage.css';

// Only a logged-in player's home shows the activation block.
const Activation = lazy(() =>
  import('../../components/activation/Activation').then((m) => ({ default: m.Activation })),
);
// The popup cannot show before the 3 s overlay lifts: its code (and the HTML sanitiser it needs) is
// fetched when it may first show, not with the page.
const Announcements = lazy(() =>
  import('./Announcements').then((m) => ({ default: m.Announcements })),
);
const LoadFailure = lazy(() => import('./LoadFailure'));
// Issue 47 §2: a logged-in player's deposit left waiting, first. Its code and the history call come
// with a player's home only; a card that cannot load leaves home as it was.
const WaitingDeposit = lazy(() =>
  import('../../components/waiting-deposit/WaitingDeposit').catch(() => ({ default: () => null })),
);

/** True from the first render where `value` is true on; the popup stays mounted once it started. */
function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}

/**
 * Home's dialogs over the page: a failed call's modal (000 §8) and the announcements' popup, once
 * the overlay has lifted and nothing is in front of it (the player's own dialogs: money modals,
 * logout confirmation; the forced reset; a load error). The announcements are asked for when the
 * overlay lifts, the popup's first moment, as its code already was (issue 48 §2: home's first load
 * asks only for what it draws); and only this part draws again at the lift and at their answer, not
 * the whole of home (the lift was one of home's long tasks).
 */
function HomeDialogs({
  failures,
  resetAsked,
}: {
  failures: Omit<HomeLoads, 'announcements'>;
  resetAsked: boolean;
}) {
  const api = useApi();
  const overlay = useSession((s) => s.loadingScreen);
  const announcements = useLoadState(
    useQuery({ ...getAnnouncementsQuery(api), enabled: !overlay }),
  );
  const loadError = useHomeLoadError({ ...failures, announcements: announcements.failure });
  const playerDialog = useUi((s) => s.moneyModal !== null || s.logoutAsked);
  const ready = !overlay && !playerDialog && !resetAsked && loadError.text === null;
  const mounted = useOnceTrue(ready);
  return (
    <>
      <ErrorDialog
        open={!resetAsked && loadError.text !== null}
        message={loadError.text ?? ''}
        onClose={loadError.dismiss}
      />
      {mounted && announcements.data?.length ? (
        <Suspense fallback={null}>
          <Announcements announcements={announcements.data} ready={ready} />
        </Suspense>
      ) : null}
    </>
  );
}

/** 000 §2 Home (/). Every part shows its own loading and failure; none waits on another. */
export default function HomePage() {
  const api = useApi();
  const loggedIn = useLoggedIn();
  const user = useUserInfo();
  const banners = useLoadState(useQuery(getBannersQuery(api)));
  const categories = useLoadState(useQuery(getCategoriesQuery(api)));
  const marquee = useLoadState(useQuery(getMarqueeQuery(api)));
  const resetAsked = useResetAsked();
  const info = loggedIn ? user.data : undefined;

  return (
    <main className="home">
      <h1 className="visually-hidden">Trang chủ</h1>
      {loggedIn ? (
        <Suspense fallback={null}>
          <WaitingDeposit />
        </Suspense>
      ) : null}
      {banners.failure ? (
        <Suspense fallback={null}>
          <LoadFailure
            message={BANNERS_LOAD_FAILED}
            onRetry={banners.retry}
            retrying={banners.retrying}
          />
        </Suspense>
      ) : (
        <BannerSlider banners={banners.data ?? []} loading={banners.loading} />
      )}
      <Marquee items={(marquee.data ?? []).map((item) => item.content)} loading={marquee.loading} />
      <QuickLinks loggedIn={loggedIn} user={info} />
      {info ? (
        <Suspense fallback={null}>
          <Activation userName={info.user_name} userId={info.user_id} />
        </Suspense>
      ) : null}
      <GamesSection categories={categories} loggedIn={loggedIn} />
      <SeoText />
      <ForcedReset />
      <HomeDialogs
        failures={{
          banners: banners.failure,
          categories: categories.failure,
          marquee: marquee.failure,
        }}
        resetAsked={resetAsked}
      />
    </main>
  );
}
