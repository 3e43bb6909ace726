import { promotionDateRange } from '@wallet/domain';
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
  /** Start and end as the shell formats them; no end shows the start beside 'Dài hạn'. */
  startDate?: string | null;
  endDate?: string | null;
  closeLabel?: string;
}

/**
 * "a popup with image, title, date range and HTML body. A promotion with no end date shows 'Dài
 * hạn'." The range keeps its start: 'Dài hạn' stands where the end date would (issue 24 §7).
 */
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
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      {image ? <img className="ui-promo-popup__img" src={image} alt="" /> : null}
      <p className="ui-promo-popup__dates">{promotionDateRange(startDate, endDate)}</p>
      <SafeHtml html={content} />
    </Modal>
  );
}
