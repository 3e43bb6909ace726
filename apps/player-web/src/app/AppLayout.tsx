import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getNotificationCountQuery } from '@wallet/api';
import { activeNavItem, holdsAppUpdate, showsFooter, showsHeader } from '@wallet/domain';
import { BottomNav, Header, LoadingOverlay, MoneyMask, Screen } from '@wallet/ui';
import {
  AppUpdatePrompt,
  ConnectionBanner,
  routerLink,
  useLoggedIn,
  useUserInfoOrLogout,
  useApi,
} from '@wallet/shell';
import { overlayLeftMs } from '../lib/first-screen';
import { href } from '../lib/paths';
import { siteConfig } from '../config';
import { toggleMoneyHidden, useMoneyHiddenPref } from '../lib/device-prefs';
import { useSession } from '../lib/session-store';
import { askLogout, openMoneyModal, useUi } from '../lib/ui-store';
import { WalletPopup } from '../features/wallets/WalletPopup';
import { useRouteHandle } from './routes';
import { useUnreadBadge } from './useUnreadBadge';

// Only a visitor who taps 'Nạp rút' needs the modals' code.
const VisitorMoneyModals = lazy(() => import('../features/visitor-money/VisitorMoneyModals'));
// Only a failed user-info load needs this.
const UserInfoFailure = lazy(() => import('../components/user-info-failure/UserInfoFailure'));
// Only a player who taps the logout needs its confirmation.
const LogoutDialog = lazy(() => import('./LogoutDialog'));
// Only a logged-in player needs the reality check's timer (issue 27 §5).
const RealityCheckTimer = lazy(() => import('../components/reality-check/RealityCheckTimer'));

/**
 * 000 §1 "a loading overlay reading 'LOADING...' is hidden after 3 seconds" (once per page load).
 * The HTML itself paints the overlay (vite.config.ts `firstPaint`), so its 3 s count from the page's
 * start, not from when this code arrived.
 */
function useLoadingScreen(): boolean {
  const visible = useSession((s) => s.loadingScreen);
  useEffect(() => {
    const timer = setTimeout(() => useSession.setState({ loadingScreen: false }), overlayLeftMs());
    return () => clearTimeout(timer);
  }, []);
  return visible;
}

/**
 * The first overlay on its own: when it lifts only it draws again, not the layout around the page
 * (issue 48 §2: the lift was one of home's long tasks).
 */
function FirstOverlay() {
  return <LoadingOverlay visible={useLoadingScreen()} />;
}

/**
 * "With a title it shows the title and a back control labelled QUAY LẠI that goes back one step."
 * A route with a back target goes there instead (001 §2 "The back arrow goes to /transections").
 */
function useBack(backTo: string | undefined): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (backTo) {
      // Opened from a link on the target itself (a row of the history, `state.from`): step back,
      // so the target is as the player left it (its tab) and the history holds no second copy.
      const from = (location.state as { from?: unknown } | null)?.from;
      const fromTarget = typeof from === 'string' && from.split('?')[0] === backTo;
      if (fromTarget && location.key !== 'default') navigate(-1);
      else navigate(backTo, { replace: true });
      return;
    }
    // Landing straight on an inner page leaves no step inside the site to go back to: go home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(href('/'));
  };
}

/** The header, navigation and what every page shares, around the page (`children`). */
export function AppLayout({ children }: { children: ReactNode }) {
  const api = useApi();
  const { pathname } = useLocation();
  const { title, backTo } = useRouteHandle();
  const loggedIn = useLoggedIn();
  const userInfo = useUserInfoOrLogout();
  const user = userInfo.data;
  // 000 §4 "Notification count loads when a user exists."
  const unread = useQuery({
    ...getNotificationCountQuery(api),
    enabled: loggedIn && user !== undefined,
  });
  const unreadCount = loggedIn ? (unread.data ?? 0) : 0;
  // Issue 37 §4: the tab title and the installed app's badge carry the bell's count.
  useUnreadBadge(unreadCount);
  const logoutAsked = useUi((s) => s.logoutAsked);
  const moneyModal = useUi((s) => s.moneyModal);
  const back = useBack(backTo);
  const moneyHidden = useMoneyHiddenPref();

  return (
    <Screen>
      {/* Issue 27 §4: every figure of the player's money, on every page, follows the one toggle. */}
      <MoneyMask hidden={moneyHidden}>
        <ConnectionBanner />
        {showsHeader(pathname) ? (
          <Header
            title={title}
            onBack={back}
            user={loggedIn ? { name: user?.name } : null}
            unreadCount={unreadCount}
            onLogout={askLogout}
            moneyHidden={moneyHidden}
            onToggleMoney={toggleMoneyHidden}
            renderLink={routerLink}
          />
        ) : null}
        {loggedIn && userInfo.failure ? (
          <Suspense fallback={null}>
            <UserInfoFailure
              failure={userInfo.failure}
              onRetry={userInfo.retry}
              retrying={userInfo.retrying}
            />
          </Suspense>
        ) : null}
        {children}
        {showsFooter(pathname) ? (
          <BottomNav
            active={activeNavItem(pathname)}
            supportUrl={siteConfig.liveChatUrl}
            loggedIn={loggedIn}
            onVisitorAction={openMoneyModal}
            renderLink={routerLink}
          />
        ) : null}
        {logoutAsked ? (
          <Suspense fallback={null}>
            <LogoutDialog />
          </Suspense>
        ) : null}
        <WalletPopup />
        {moneyModal ? (
          <Suspense fallback={<LoadingOverlay />}>
            <VisitorMoneyModals />
          </Suspense>
        ) : null}
        {/* A new build waits while the player is on a money page (docs/decisions.md, issue 15). */}
        <AppUpdatePrompt hold={holdsAppUpdate(pathname)} />
        {loggedIn ? (
          <Suspense fallback={null}>
            <RealityCheckTimer />
          </Suspense>
        ) : null}
        <FirstOverlay />
      </MoneyMask>
    </Screen>
  );
}
