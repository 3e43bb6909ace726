import { useQuery } from '@tanstack/react-query';
import { getUserQuery } from '@wallet/api';
import { api } from './api';
import { useLoggedIn } from './auth-token';

/**
 * The logged-in player's user info ("On load, if an auth token is stored, the user info is
 * fetched."). One cache entry serves the header, home, profile and game links.
 */
export function useUserInfo(options: { refetchInterval?: number | false } = {}) {
  const loggedIn = useLoggedIn();
  return useQuery({ ...getUserQuery(api), enabled: loggedIn, ...options });
}
