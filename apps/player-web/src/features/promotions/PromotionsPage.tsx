import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPromotionsQuery, type Promotion } from '@wallet/api';
import { promotionsListText } from '@wallet/domain';
import { PromotionCard, PromotionList } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';
import { whenFirstScreenIsDone } from '../../lib/first-screen';

// The popup's code (the HTML sanitiser and the date formatting, about 20 KB gzip) is not the list's:
// the list shows without it, and it is fetched once the first screen is done, so a tap opens the
// popup at once (issue 26: /promotions' first load).
const loadDetails = () => import('./PromotionDetails');
const PromotionDetails = lazy(loadDetails);

/**
 * 000 §2 Promotions: "a card list of promotion images. Tapping one opens a popup with image, title,
 * date range and HTML body. A promotion with no end date shows 'Dài hạn'. An empty list shows
 * 'Không tìm thấy khuyến mãi nào'." A failed load says why, with a retry (docs/decisions.md).
 */
export default function PromotionsPage() {
  const api = useApi();
  const promotions = useLoadState(useQuery(getPromotionsQuery(api)));
  const [open, setOpen] = useState<Promotion | null>(null);
  useEffect(() => whenFirstScreenIsDone(() => void loadDetails().catch(() => undefined)), []);

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
        <Suspense fallback={null}>
          <PromotionDetails promotion={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </main>
  );
}
