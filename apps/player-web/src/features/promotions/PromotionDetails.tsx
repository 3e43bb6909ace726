import type { Promotion } from '@wallet/api';
import { formatDateVi } from '@wallet/domain';
import { PromotionPopup } from '@wallet/ui';

/** "dates in the Vietnamese locale"; a date the upstream garbles is shown as it came. */
function dateVi(text: string | null): string | null {
  if (!text) return null;
  try {
    return formatDateVi(text);
  } catch {
    return text;
  }
}

/** 000 §2 "Tapping one opens a popup with image, title, date range and HTML body." */
export default function PromotionDetails({
  promotion,
  onClose,
}: {
  promotion: Promotion;
  onClose: () => void;
}) {
  return (
    <PromotionPopup
      open
      onClose={onClose}
      title={promotion.title}
      image={promotion.image}
      content={promotion.body}
      startDate={dateVi(promotion.start_date)}
      endDate={dateVi(promotion.end_date)}
    />
  );
}
