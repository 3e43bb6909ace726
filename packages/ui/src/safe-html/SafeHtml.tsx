import { useMemo } from 'react';
import { cx } from '../shared/cx';
import { sanitizeHtml } from './sanitize';
import './SafeHtml.css';

export interface SafeHtmlProps {
  /** HTML from the upstream (announcement or promotion content). */
  html: string | null | undefined;
  className?: string;
  /** The element that holds the content. */
  as?: 'div' | 'section' | 'article';
}

/** The only way upstream HTML reaches the page: always cleaned by DOMPurify first. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Tag className={cx('ui-safe-html', className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
