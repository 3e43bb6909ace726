import { PROMOTIONS_EMPTY } from '@wallet/domain';
import type { ReactNode } from 'react';
import './PromotionCard.css';

export interface PromotionCardProps {
  title: string;
  image: string;
  /** Opens the promotion popup. */
  onOpen: () => void;
  /**
   * The list's first card: its picture is the screen's largest paint, so it is fetched at once and
   * first, not lazily after layout. The others stay lazy.
   */
  priority?: boolean;
}

/** A promotion's picture in the list; a tap opens its popup. */
export function PromotionCard({ title, image, onOpen, priority = false }: PromotionCardProps) {
  return (
    <button type="button" className="ui-promo-card" onClick={onOpen}>
      <img
        src={image}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
      <span className="ui-promo-card__title">{title}</span>
    </button>
  );
}

/** The promotions list with its empty text 'Không tìm thấy khuyến mãi nào'. */
export function PromotionList({
  children,
  empty = false,
  emptyText = PROMOTIONS_EMPTY,
}: {
  children?: ReactNode;
  empty?: boolean;
  emptyText?: string;
}) {
  if (empty) return <p className="ui-promo-list__empty">{emptyText}</p>;
  return <div className="ui-promo-list">{children}</div>;
}
