import { page } from './html.js';

/** Where 'Hỗ Trợ' and every live-chat button land on the sandbox: the real site configures its own. */
export function liveChatPage(): string {
  return page(
    'Chăm sóc khách hàng',
    `<h1>💬 Chăm sóc khách hàng</h1>
    <div class="card">
      <p>Đây là trang hỗ trợ trực tuyến giả lập của sandbox.</p>
      <p class="muted">Trang thật được cấu hình bằng VITE_LIVE_CHAT_URL.</p>
    </div>`,
  );
}
