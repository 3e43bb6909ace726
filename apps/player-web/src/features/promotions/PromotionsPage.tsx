import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPromotionsQuery, type Promotion } from '@wallet/api';
import { formatDateVi, promotionsListText } from '@wallet/domain';
import { PromotionCard, PromotionList, PromotionPopup } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';

/** "dates in the Vietnamese locale"; a date the upstream garbles is shown as it came. */
function dateVi(text: string | null): string | null {
  if (!text) return null;
  try {
    return formatDateVi(text);
  } catch {
    return text;
  }
}

/**
 * 000 §2 Promotions: "a card list of promotion images. Tapping one opens a popup with image, title,
 * date range and HTML body. A promotion with no end date shows 'Dài hạn'. An empty list shows
 * 'Không tìm thấy khuyến mãi nào'." A failed load says why, with a retry (docs/decisions.md).
 */
export default function PromotionsPage() {
  const api = useApi();
  const promotions = useLoadState(useQuery(getPromotionsQuery(api)));
  const [open, setOpen] = useState<Promotion | null>(null);

  return (
    <main className="promotions">
      <h1 className="visually-hidden">Khuyến mãi</h1>
      <Loaded state={promotions}>
        {(list) => (
          <PromotionList empty={promotionsListText(list.length) !== null}>
            {list.map((promotion, index) => (
              <PromotionCard
                key={promotion.id}
                title={promotion.title}
                image={promotion.image}
                onOpen={() => setOpen(promotion)}
                priority={index === 0}
              />
            ))}
          </PromotionList>
        )}
      </Loaded>
      {open ? (
        <PromotionPopup
          open
          onClose={() => setOpen(null)}
          title={open.title}
          image={open.image}
          content={open.body}
          startDate={dateVi(open.start_date)}
          endDate={dateVi(open.end_date)}
        />
      ) : null}
    </main>
  );
}
