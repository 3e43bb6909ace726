// A fresh module graph (`*.fresh.test.ts`): web-vitals is mocked and the seam is imported anew.
import { ApiError } from '@wallet/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureTelemetry,
  errorReportUrlFromEnv,
  MAX_ERROR_REPORTS,
  reportError,
  setReporter,
  type ErrorReport,
  type MetricReport,
} from './telemetry';

/** vi.waitFor's own 1 s is too short on a busy machine (a fresh-clone run failed on it): Testing Library's 10 s. */
const BUSY = { timeout: 10_000 };

// web-vitals measures a real browser's paint and input; here each `onX` is a stand-in that reports
// one metric when asked, so the test sees what reaches the analytics seam.
const vitals = vi.hoisted(() => {
  const metric = (name: string) =>
    vi.fn((report: (metric: unknown) => void) =>
      report({
        name,
        value: 1234.5,
        delta: 1234.5,
        rating: 'good',
        id: `v6-${name}`,
        navigationType: 'navigate',
        entries: [],
        navigationId: 1,
        navigationURL: 'https://site.vn/deposit?amount=50000&phone=0912345678',
      }),
    );
  return {
    onLCP: metric('LCP'),
    onINP: metric('INP'),
    onCLS: metric('CLS'),
    onFCP: metric('FCP'),
    onTTFB: metric('TTFB'),
  };
});
vi.mock('web-vitals', () => vitals);

const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
const fetchSpy = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
  Promise.resolve(new Response(null, { status: 204 })),
);

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  setReporter();
  sendBeacon.mockClear();
  fetchSpy.mockClear();
  vi.unstubAllGlobals();
});

/** The reports POSTed to `url`, decoded. */
function sentTo(url: string): unknown[] {
  return sendBeacon.mock.calls
    .filter(([to]) => to === url)
    .map(([, body]) => JSON.parse(String(body)) as unknown);
}

const uncaught = (error: unknown) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
const unhandled = (reason: unknown) =>
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

describe('the seams are off by default (issue 15 "set by configuration and off by default")', () => {
  it('sends nothing and measures nothing when no address is configured', async () => {
    // The page's own listener (the browser would print the error): vitest fails a test on an
    // error event nobody listens to.
    const console = (event: Event) => event.preventDefault();
    window.addEventListener('error', console);
    await configureTelemetry({}).ready;
    reportError('query', new ApiError(500, 'SERVER_ERROR'), ['upstream', 'player', 'user']);
    uncaught(new Error('boom'));
    unhandled(new Error('lost'));
    window.removeEventListener('error', console);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(vitals.onLCP).not.toHaveBeenCalled();
  });
});

describe('the error seam', () => {
  const url = 'https://errors.example.vn/report';

  it('POSTs a failed call with its status, code and operation, never its body', async () => {
    await configureTelemetry({ errorReportUrl: url }).ready;
    const body = { message: 'PASSWORD_INCORRECT', phone: '0912345678', password: 'Matkhau1' };
    reportError('mutation', new ApiError(400, 'PASSWORD_INCORRECT', body), ['loginUser']);
    const [report] = sentTo(url) as ErrorReport[];
    expect(report).toMatchObject({
      kind: 'mutation',
      name: 'ApiError',
      status: 400,
      code: 'PASSWORD_INCORRECT',
      operation: 'loginUser',
    });
    expect(JSON.stringify(report)).not.toMatch(/0912345678|Matkhau1/);
  });

  it('reports uncaught errors and unhandled rejections, once each however often it is configured', async () => {
    await configureTelemetry({ errorReportUrl: url }).ready;
    await configureTelemetry({ errorReportUrl: url }).ready;
    uncaught(new TypeError('x is undefined for 0912345678'));
    unhandled(new ApiError(0, 'NETWORK_ERROR'));
    expect(sentTo(url)).toMatchObject([
      { kind: 'uncaught', name: 'TypeError', message: 'x is undefined for [digits]' },
      { kind: 'rejection', status: 0, code: 'NETWORK_ERROR' },
    ]);
  });

  it('reports the same error object once (a failed mutation that also rejects unhandled)', async () => {
    await configureTelemetry({ errorReportUrl: url }).ready;
    const error = new ApiError(429, 'Too many requests. Only 1 request per second allowed.');
    reportError('mutation', error, ['createWithdraw']);
    unhandled(error);
    expect(sentTo(url)).toHaveLength(1);
  });

  it(`stops after ${MAX_ERROR_REPORTS} reports from one page load (an error in a loop)`, async () => {
    await configureTelemetry({ errorReportUrl: url }).ready;
    for (let i = 0; i < MAX_ERROR_REPORTS + 5; i += 1) reportError('uncaught', new Error(`#${i}`));
    expect(sentTo(url)).toHaveLength(MAX_ERROR_REPORTS);
  });

  it('falls back to a keepalive fetch without credentials when the beacon is refused', async () => {
    sendBeacon.mockReturnValueOnce(false);
    await configureTelemetry({ errorReportUrl: url }).ready;
    reportError('route', new Error('boom'));
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith(
      url,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });

  it("calls a site's own reporter instead of POSTing", async () => {
    const error = vi.fn();
    await configureTelemetry({ errorReportUrl: url, reporter: { error } }).ready;
    reportError('route', new Error('boom'));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind: 'route', message: 'boom' }),
    );
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

// Issue 39 §2: "violations reach the site's telemetry seam (the same one errors and vitals use)".
describe("the page's policy violations", () => {
  const url = 'https://errors.example.vn/csp';
  /** What Chromium dispatches on the document (jsdom has no SecurityPolicyViolationEvent). */
  const violation = (fields: Record<string, unknown>) =>
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        disposition: 'enforce',
        sample: '',
        sourceFile: '',
        lineNumber: 0,
        columnNumber: 0,
        ...fields,
      }),
    );

  it('reach the error seam: the directive, what it refused and where, never what the page held', async () => {
    await configureTelemetry({ errorReportUrl: url }).ready;
    violation({
      effectiveDirective: 'require-trusted-types-for',
      blockedURI: 'trusted-types-sink',
      sample: 'Element innerHTML|<p>0912345678 Matkhau1</p>',
      sourceFile: 'https://site.vn/assets/index-B1x.js?v=2',
      lineNumber: 1,
      columnNumber: 1234567,
    });
    violation({
      effectiveDirective: 'img-src',
      blockedURI: 'https://tracker.example/pixel.gif?phone=0912345678',
    });
    violation({
      effectiveDirective: 'trusted-types',
      blockedURI: 'trusted-types-policy',
      sample: 'evil',
    });
    const reports = sentTo(url) as ErrorReport[];
    expect(reports).toEqual([
      {
        kind: 'csp',
        name: 'SecurityPolicyViolation',
        message: 'require-trusted-types-for refused trusted-types-sink Element innerHTML',
        stack: '    at https://site.vn/assets/index-B1x.js:1:1234567',
        path: '/',
      },
      {
        kind: 'csp',
        name: 'SecurityPolicyViolation',
        message: 'img-src refused https://tracker.example/pixel.gif',
        path: '/',
      },
      {
        kind: 'csp',
        name: 'SecurityPolicyViolation',
        message: 'trusted-types refused trusted-types-policy evil',
        path: '/',
      },
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/0912345678|Matkhau1/);
  });
});

describe("the error seam's address from a build's environment", () => {
  it('is VITE_ERROR_REPORT_URL; unset, a sandbox build reports to its sandbox, any other to none', () => {
    const url = 'https://errors.example.vn/report';
    expect(errorReportUrlFromEnv({ MODE: 'production', VITE_ERROR_REPORT_URL: url })).toBe(url);
    expect(errorReportUrlFromEnv({ MODE: 'sandbox', VITE_ERROR_REPORT_URL: url })).toBe(url);
    expect(errorReportUrlFromEnv({ MODE: 'production' })).toBeUndefined();
    expect(errorReportUrlFromEnv({ MODE: 'test' })).toBeUndefined();
    expect(errorReportUrlFromEnv({ MODE: 'sandbox' })).toBe(
      'http://localhost:4010/__sandbox/reports/errors',
    );
    expect(
      errorReportUrlFromEnv({ MODE: 'sandbox', VITE_TRACKER_BASE: 'http://10.0.0.5:4010/' }),
    ).toBe('http://10.0.0.5:4010/__sandbox/reports/errors');
  });
});

describe('the error seam alone (issue 39: a sandbox build sends its error reports to the sandbox)', () => {
  it('loads what builds the reports with the first error, not with the page', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('./report', async (original) => {
      loaded();
      return original();
    });
    const fresh = await import('./telemetry');
    const url = 'https://errors.example.vn/lazy';
    fresh.configureTelemetry({ errorReportUrl: url });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).not.toHaveBeenCalled();
    fresh.reportError('route', new Error('late'));
    await vi.waitFor(
      () => expect(sentTo(url)).toMatchObject([{ kind: 'route', message: 'late' }]),
      BUSY,
    );
    expect(loaded).toHaveBeenCalledOnce();
    fresh.setReporter();
    vi.doUnmock('./report');
  });
});

describe('errors before the reports are loaded', () => {
  it('are kept and sent once they are', async () => {
    const url = 'https://errors.example.vn/early';
    const { ready } = configureTelemetry({ errorReportUrl: url });
    reportError('route', new Error('early for 0912345678'));
    await ready;
    expect(sentTo(url)).toMatchObject([{ kind: 'route', message: 'early for [digits]' }]);
  });
});

describe('the analytics seam: Core Web Vitals (web-vitals)', () => {
  it('POSTs LCP, INP, CLS, FCP and TTFB, each with the page path and no query string', async () => {
    const url = 'https://rum.example.vn/vitals';
    await configureTelemetry({ analyticsUrl: url }).ready;
    const reports = sentTo(url) as MetricReport[];
    expect(reports.map((report) => report.name)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    for (const report of reports) {
      expect(report).toEqual({
        name: report.name,
        value: 1234.5,
        delta: 1234.5,
        rating: 'good',
        id: `v6-${report.name}`,
        navigationType: 'navigate',
        path: '/deposit',
      });
    }
  });
});
