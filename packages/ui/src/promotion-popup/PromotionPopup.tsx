import { PROMOTION_LONG_TERM } from '@wallet/domain';
import { Modal } from '../modal/Modal';
import { SafeHtml } from '../safe-html/SafeHtml';
import './PromotionPopup.css';

export interface PromotionPopupProps {
  open: boolean;
  onClose: () => void;
  title: string;
  image?: string | null;
  /** Upstream HTML body; cleaned by SafeHtml. */
  content: string;
  /** Start and end as the shell formats them; no end shows 'Dài hạn'. */
  startDate?: string | null;
  endDate?: string | null;
  closeLabel?: string;
}

/** "a popup with image, title, date range and HTML body. A promotion with no end date shows 'Dài hạn'." */
export function PromotionPopup({
  open,
  onClose,
  title,
  image,
  content,
  startDate,
  endDate,
  closeLabel = 'Đóng',
}: PromotionPopupProps) {
  const range = endDate ? [startDate, endDate].filter(Boolean).join(' - ') : PROMOTION_LONG_TERM;
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      {image ? <img className="ui-promo-popup__img" src={image} alt="" /> : null}
      <p className="ui-promo-popup__dates">{range}</p>
      <SafeHtml html={content} />
    </Modal>
  );
}
