import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@wallet/domain';

/**
 * "The auth token is kept in local storage under auth_token. Its presence is what makes a player
 * logged in." Local storage does not tell this tab when it changes, so every write goes through
 * here and subscribers re-render; other tabs are heard through the `storage` event.
 */
const listeners = new Set<() => void>();

export function notifyAuthChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readAuthToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

export function storeAuthToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  notifyAuthChange();
}

/** Whether a player is logged in, re-rendering when that changes. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => readAuthToken() !== null);
}
