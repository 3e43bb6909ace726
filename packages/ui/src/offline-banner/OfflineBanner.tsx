import { OFFLINE_MESSAGE } from '@wallet/domain';
import './OfflineBanner.css';

/**
 * Issue 15 "a Vietnamese offline screen when the network is gone": a bar across the top of the
 * page saying 'Không có kết nối mạng…', announced to screen readers when it appears. The page under
 * it stays as it was (the site's shell is precached).
 */
export function OfflineBanner({ offline }: { offline: boolean }) {
  // The live region stays in the page so its text is announced when it fills.
  return (
    <div className="ui-offline-banner" role="alert" hidden={!offline}>
      {offline ? OFFLINE_MESSAGE : null}
    </div>
  );
}
