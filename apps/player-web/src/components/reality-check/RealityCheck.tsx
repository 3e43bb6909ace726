import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getUserTransactionsQuery } from '@wallet/api';
import { formatPlayDuration, formatVietnamTime, sessionMoney } from '@wallet/domain';
import { RealityCheckDialog, type SessionFigures } from '@wallet/ui';
import { routerLink, useApi, useWalletSession } from '@wallet/shell';
import { href } from '../../lib/paths';

interface Props {
  /** When the session began (ms since the epoch). */
  start: number;
  onClose: () => void;
}

/**
 * Issue 27 §5: the reminder, loaded when it is due. "It never interrupts a money call on its way":
 * it waits until the money guard has none on its way in this page, then reads the history (so a
 * deposit just made is counted) and shows.
 */
export default function RealityCheck({ start, onClose }: Props) {
  const api = useApi();
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void api.money.idle().then(() => {
      if (live) setShownAt(Date.now());
    });
    return () => {
      live = false;
    };
  }, [api]);
  return shownAt === null ? null : <Reminder start={start} shownAt={shownAt} onClose={onClose} />;
}

function Reminder({ start, shownAt, onClose }: Props & { shownAt: number }) {
  const api = useApi();
  const { logout } = useWalletSession();
  // Read now, not from the cache: the session's latest moves must be in it.
  const history = useQuery({ ...getUserTransactionsQuery(api), refetchOnMount: 'always' });
  // The player's own retry (the client's automatic ones go on behind the message).
  const [retrying, setRetrying] = useState(false);
  let figures: SessionFigures;
  if (history.isFetchedAfterMount && history.isSuccess) {
    figures = { state: 'read', ...sessionMoney(history.data, start) };
  } else if (history.isError || history.failureReason) {
    // From the first failed try: never 0, never a spinner that does not end.
    figures = {
      state: 'unread',
      retrying,
      onRetry: () => {
        setRetrying(true);
        void history.refetch().finally(() => setRetrying(false));
      },
    };
  } else {
    figures = { state: 'reading' };
  }
  return (
    <RealityCheckDialog
      open
      duration={formatPlayDuration(shownAt - start)}
      since={formatVietnamTime(new Date(start).toISOString())}
      figures={figures}
      historyHref={href('/transections')}
      renderLink={routerLink}
      onClose={onClose}
      onLogout={() => {
        onClose();
        logout();
      }}
    />
  );
}
