// The public entry of @wallet/shell: what every site shell needs. The screens two shells show are
// under '@wallet/shell/agency' and '@wallet/shell/downloads'.

// The wallet and its provider
export { createWallet, type Wallet, type WalletConfig } from './wallet/createWallet';
export {
  WalletProvider,
  useApi,
  useCaptchaProvider,
  useWalletSession,
  type WalletProviderProps,
} from './provider/WalletProvider';

// The session
export type { Session } from './session/session';
export { readAuthToken, storeAuthToken, notifyAuthChange, useLoggedIn } from './session/auth-token';
export { useUserInfo, useUserInfoOrLogout } from './session/user';
export type { NavigateOptions, Navigate, Navigator } from './navigation/navigation';
export { useNavigateAndWait } from './navigation/navigation';
export { ScrollToTop } from './navigation/ScrollToTop';

// Routing
export { Guard, type GuardProps } from './guard/Guard';
export { RouteError, RouteErrorBoundary, type RouteErrorProps } from './route-error/RouteError';
export { routerLink, routerLinkWith } from './link/link';

// Captcha
export { captchaProvider, SANDBOX_CAPTCHA_TOKEN, type CaptchaProvider } from './captcha/captcha';
export { useCaptchaToken, type CaptchaToken } from './captcha/useCaptchaToken';

// Loading
export { useLoadState, type LoadState } from './load-state/load-state';

// Trusted Types: a script address through a policy that makes only that one (issue 39 §1)
export { trustedScriptUrl } from './trusted-types/trusted-types';

// The installed app: the network and new builds
export { ConnectionBanner, useOnline } from './app-status/ConnectionBanner';
export {
  AppUpdatePrompt,
  offerAppUpdate,
  resetAppUpdate,
  type AppUpdatePromptProps,
} from './app-status/AppUpdatePrompt';

// Error reporting and analytics: off until a site configures them
export {
  configureTelemetry,
  errorReportUrlFromEnv,
  setReporter,
  reportError,
  MAX_ERROR_REPORTS,
  type TelemetryConfig,
  type Reporter,
  type ErrorReport,
  type ErrorKind,
  type MetricReport,
} from './telemetry/telemetry';
