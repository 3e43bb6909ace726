import { ErrorState, type ErrorStateProps } from '@wallet/ui';

/**
 * The kit's ErrorState, in a chunk of its own: home draws it only after a load failed, so its code
 * (and the button's) stays out of home's first load.
 */
export default function LoadFailure(props: ErrorStateProps) {
  return <ErrorState {...props} />;
}
