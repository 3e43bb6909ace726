import { apiConfigFromEnv, createApi, createQueryClient } from '@wallet/api';

let goToLogin: () => void = () => window.location.assign('/login');

/** The router registers how to reach /login once it exists (the api is created first). */
export function onSessionExpired(navigate: () => void): void {
  goToLogin = navigate;
}

export const api = createApi({
  ...apiConfigFromEnv(import.meta.env),
  onSessionExpired: () => goToLogin(),
});

export const queryClient = createQueryClient();
