import type { Content } from '../state/types.js';

/** Image paths are relative to the sandbox origin; handlers turn them into absolute URLs. */
export function seedContent(): Content {
  return {
    banners: [
      { id: 1, slug: 'chao-mung', url: '/promotions' },
      { id: 2, slug: 'nap-dau', url: '/deposit' },
      { id: 3, slug: 'da-ga', url: '/game-links' },
    ],
    marquee: [
      {
        id: 1,
        content: 'Chào mừng bạn đến với Sao Việt! Nạp tiền nhanh chóng, rút tiền trong 5 phút.',
      },
      { id: 2, content: 'Khuyến mãi nạp đầu: tặng 100% tối đa 5 triệu đồng.' },
      { id: 3, content: 'Hệ thống bảo trì ngân hàng ACB từ 00:00 đến 02:00 hằng ngày.' },
    ],
    announcements: [
      {
        id: 1,
        title: 'Thông báo bảo trì',
        content:
          '<p>Ngân hàng <b>ACB</b> đang bảo trì. Vui lòng chọn ngân hàng khác khi nạp tiền.</p><p><img src="{origin}/__sandbox/assets/banners/bao-tri.svg" alt="Bảo trì" width="320"></p>',
        image: '/__sandbox/assets/banners/bao-tri.svg',
        url: 'https://example.com/bao-tri',
        is_redirect: 1,
      },
      {
        id: 2,
        title: 'Ưu đãi cuối tuần',
        content: '<p>Hoàn trả <i>1.5%</i> cho mọi ván cược thể thao vào thứ Bảy và Chủ nhật.</p>',
        image: null,
        url: null,
        is_redirect: 0,
      },
    ],
    promotions: [
      {
        id: 1,
        slug: 'nap-dau',
        title: 'Thưởng nạp đầu 100%',
        body: '<p>Nạp lần đầu tối thiểu <b>500K</b>, nhận thưởng 100% tối đa 5.000K.</p>',
        startOffsetDays: -30,
        endOffsetDays: 30,
      },
      {
        id: 2,
        slug: 'hoan-tra',
        title: 'Hoàn trả hằng ngày 1.5%',
        body: '<p>Hoàn trả không giới hạn cho mọi trò chơi.</p><ul><li>Nổ hũ</li><li>Bắn cá</li></ul>',
        startOffsetDays: -90,
        endOffsetDays: null,
      },
      {
        id: 3,
        slug: 'da-ga',
        title: 'Đá gà: thưởng chuỗi thắng',
        body: '<p>Thắng 5 trận liên tiếp nhận thêm <b>300K</b>.</p>',
        startOffsetDays: -7,
        endOffsetDays: 7,
      },
    ],
    links: [
      { id: 1, value: 'https://saoviet-link1.example.com' },
      { id: 2, value: 'https://saoviet-link2.example.com' },
      { id: 3, value: 'https://saoviet-link3.example.com' },
    ],
  };
}
