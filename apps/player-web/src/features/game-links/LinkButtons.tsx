import { GENERIC_LOAD_ERROR } from '@wallet/domain';
import { EmptyState } from '@wallet/ui';

/** "a numbered list of link buttons", each opening its link in a new window. */
export function LinkButtons({
  links,
  loading,
  failed,
}: {
  links: { id: number; value: string }[];
  loading: boolean;
  failed: boolean;
}) {
  if (loading) {
    return (
      <p role="status">
        <span className="ui-spinner" aria-hidden="true" /> Đang tải…
      </p>
    );
  }
  // 001 §8 "A failed list fetch shows an empty state."
  if (failed) return <EmptyState text={GENERIC_LOAD_ERROR} />;
  if (links.length === 0) return null;
  return (
    <ol className="game-links__list" aria-label="Link vào game">
      {links.map((link, index) => (
        <li key={link.id}>
          <a
            className="ui-btn ui-btn--primary ui-btn--block"
            href={link.value}
            target="_blank"
            rel="noopener noreferrer"
          >
            Link {index + 1}
          </a>
        </li>
      ))}
    </ol>
  );
}
