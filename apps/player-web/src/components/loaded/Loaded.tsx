import type { ReactNode } from 'react';
import { loadError } from '@wallet/domain';
import { ErrorState, LoadingBlock } from '@wallet/ui';
import type { LoadState } from '@wallet/shell';

/**
 * A screen part that shows a query's data once it is there; before that, why it failed (with a
 * retry) or that it loads. A failed list is never drawn as its empty state (docs/decisions.md).
 */
export function Loaded<T>({
  state,
  failureText,
  loading,
  children,
}: {
  state: LoadState<T>;
  /** The spec's own text for this part's failure ('Failed to load banners', 'Lỗi mạng'). */
  failureText?: string;
  /** What stands in while it loads, when a spinner block's height would shift the page. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.data !== undefined) return children(state.data);
  if (state.failure) {
    return (
      <ErrorState
        message={failureText ?? loadError(state.failure).text}
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  }
  return loading ?? <LoadingBlock />;
}
