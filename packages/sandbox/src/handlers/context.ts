import { HttpResponse } from 'msw';
import type { ResolvedOptions } from '../options.js';
import { playerForRequest, type SandboxState } from '../state/store.js';
import type { Player } from '../state/types.js';

export interface Ctx {
  state: SandboxState;
  opts: ResolvedOptions;
  /** Full URL pattern of an API path, e.g. api('/user'). */
  api: (path: string) => string;
  /** Full URL on the sandbox origin, e.g. site('/__sandbox/pay/DP1'). */
  site: (path: string) => string;
}

export function createCtx(state: SandboxState, opts: ResolvedOptions): Ctx {
  return {
    state,
    opts,
    api: (path) => `${opts.apiBase}${path}`,
    site: (path) => `${opts.origin}${path}`,
  };
}

export interface ResolverInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

export type Reply = Response | Promise<Response>;

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

/** A control API's refusal: `{ status: false, message }` with its HTTP status. */
export const bad = (status: number, message: string) => json({ status: false, message }, status);

/** The upstream's error envelope: the message is the upstream code. */
export const fail = (status: number, message: string) => json({ status: false, message }, status);

export const unauthenticated = () => json({ message: 'Unauthenticated.' }, 401);

/** Laravel-style validation envelope (422). */
export function invalid(errors: Record<string, string[]>): Response {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return json({ message: first, errors }, 422);
}

export const forbidden = () => fail(403, 'FORBIDDEN');

export function param(info: ResolverInfo, name: string): string {
  const value = info.params[name];
  return Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');
}

/** A field as sent ('' when absent). Passwords are read this way: a strict upstream does not trim them. */
export const untrimmed = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export const text = (v: unknown): string => untrimmed(v).trim();

/** A number from JSON or form input; NaN when absent or not numeric. */
export function num(v: unknown): number {
  if (typeof v === 'number') return v;
  const s = text(v);
  return s === '' ? NaN : Number(s);
}

/**
 * Reads JSON, urlencoded or multipart bodies alike. The upstream (Laravel) accepts any of them,
 * so the sandbox does not fail a call for its encoding; the contract says which one the client sends.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json();
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : { _raw: body };
    }
    if (
      type.includes('multipart/form-data') ||
      type.includes('application/x-www-form-urlencoded')
    ) {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      form.forEach((value, key) => {
        out[key] = typeof value === 'string' ? value : value.name;
      });
      return out;
    }
    const raw = await request.text();
    if (!raw.trim()) return {};
    try {
      const body: unknown = JSON.parse(raw);
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    } catch {
      return Object.fromEntries(new URLSearchParams(raw));
    }
  } catch {
    return { _malformed: true };
  }
}

/** Bearer calls: 401 "Unauthenticated." without a known token. */
export function withPlayer(
  ctx: Ctx,
  fn: (player: Player, info: ResolverInfo & { token: string }) => Reply,
) {
  return (info: ResolverInfo): Reply => {
    const auth = playerForRequest(ctx.state, info.request);
    if (!auth) return unauthenticated();
    return fn(auth.player, { ...info, token: auth.token });
  };
}

/** Public calls guarded by the fixed security-code header: 403 FORBIDDEN when missing or wrong. */
export function withSecurity(ctx: Ctx, fn: (info: ResolverInfo) => Reply) {
  return (info: ResolverInfo): Reply => {
    const { name, value } = ctx.opts.securityHeader;
    if (info.request.headers.get(name) !== value) return forbidden();
    return fn(info);
  };
}
