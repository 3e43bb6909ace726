import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getTransactionQuery } from '@wallet/api';
import {
  REJECTION_REASON_BUTTON,
  REJECTION_REASON_FAILED,
  REJECTION_REASON_LOADING,
  rejectionReason,
} from '@wallet/domain';
import { RejectionReason, type ReasonState } from '@wallet/ui';
import { useApi, useLoadState } from '@wallet/shell';

/**
 * Issue 27 §3 "A rejected row stays not a link (the spec), but a 'Lý do' control on it fetches that
 * transaction's detail and shows the upstream's reason (the detail's `note`; the list does not carry
 * it), or says there is none." Nothing is asked until the player opens it; the detail is the one
 * /transections/{id} reads (one cache entry), so a tap while it is on its way asks nothing more.
 * A rejection is final, and so is its reason: once read it is not asked again while the page is
 * open (closed and opened, it shows at once). A failed read says so, with a retry.
 */
export function RejectionReasonControl({ id }: { id: number }) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const options = getTransactionQuery(api, id);
  const detail = useLoadState(
    useQuery({ ...options, enabled: open && options.enabled, staleTime: Infinity }),
  );

  const state: ReasonState = !open
    ? { kind: 'closed' }
    : detail.data !== undefined
      ? { kind: 'shown', text: rejectionReason(detail.data.note) }
      : detail.failure
        ? { kind: 'failed', retrying: detail.retrying }
        : { kind: 'loading' };

  return (
    <RejectionReason
      label={REJECTION_REASON_BUTTON}
      loadingText={REJECTION_REASON_LOADING}
      failedText={REJECTION_REASON_FAILED}
      state={state}
      // A second tap while the reason is on its way (a double tap) leaves it open: one request.
      onToggle={() => setOpen(state.kind === 'loading' || !open)}
      onRetry={detail.retry}
    />
  );
}
