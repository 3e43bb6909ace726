import './LoadingOverlay.css';

/** The full-screen 'LOADING...' overlay; the shell decides when it hides (3 s after start). */
export function LoadingOverlay({ visible = true }: { visible?: boolean }) {
  if (!visible) return null;
  return (
    <div className="ui-loading-overlay" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-loading-overlay__text">LOADING...</span>
    </div>
  );
}
