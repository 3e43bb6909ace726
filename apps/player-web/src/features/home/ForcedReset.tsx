import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Only a player who logged in with REQUIRE_RESET_PASSWORD needs the form's code.
const ChangePasswordModal = lazy(() =>
  import('../../components/change-password/ChangePasswordModal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);

/** Whether the route state asks for the forced reset (set by signIn after REQUIRE_RESET_PASSWORD). */
export function useResetAsked(): boolean {
  const location = useLocation();
  return (location.state as { resetPassword?: unknown } | null)?.resetPassword === true;
}

/**
 * 000 §2 "A forced password-reset popup when the route state asks for it." §4 "A
 * REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open." The
 * forced modal can only be closed after the change succeeded; closing it then clears the route
 * state, so going back or reloading does not ask again.
 */
export function ForcedReset() {
  const asked = useResetAsked();
  const navigate = useNavigate();
  const location = useLocation();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordModal
        open
        forced
        onClose={() => {
          navigate(location.pathname + location.search, { replace: true, state: null });
        }}
      />
    </Suspense>
  );
}
