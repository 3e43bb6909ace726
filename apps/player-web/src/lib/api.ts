import { createApi, createQueryClient } from '@wallet/api';
import { apiConfig } from '../config';

let expired: () => void = () => window.location.assign('/login');

/** The app registers what a session expiry does once the router exists (the api is created first). */
export function onSessionExpired(handler: () => void): void {
  expired = handler;
}

export const api = createApi({ ...apiConfig, onSessionExpired: () => expired() });

export const queryClient = createQueryClient();
