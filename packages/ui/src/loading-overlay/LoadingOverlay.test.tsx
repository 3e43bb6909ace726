import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOADING_OVERLAY_HTML } from './first-paint';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it("'a loading overlay reading 'LOADING...'' (000, Layout): the HTML a site paints before its scripts run is exactly what the component draws", () => {
    expect(renderToStaticMarkup(<LoadingOverlay />)).toBe(LOADING_OVERLAY_HTML);
  });

  it('draws nothing once hidden', () => {
    expect(renderToStaticMarkup(<LoadingOverlay visible={false} />)).toBe('');
  });
});
