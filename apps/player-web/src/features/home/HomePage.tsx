import { useQuery } from '@tanstack/react-query';
import { getBannersQuery } from '@wallet/api';
import { BANNERS_LOAD_FAILED } from '@wallet/domain';
import { BannerSlider, Notice } from '@wallet/ui';
import { api } from '../../lib/api';

export default function HomePage() {
  const banners = useQuery(getBannersQuery(api));
  return (
    <main>
      <h1 className="visually-hidden">Trang chủ</h1>
      {banners.isError ? (
        <Notice tone="error">{BANNERS_LOAD_FAILED}</Notice>
      ) : (
        <BannerSlider banners={banners.data ?? []} loading={banners.isPending} />
      )}
    </main>
  );
}
