import { formatVnd } from '../state/money.js';
import type { Transaction } from '../state/types.js';
import { escapeHtml, page } from './html.js';

/** The fake e-wallet page a redirect deposit opens (usually inside the site's frame). */
export function payPage(t: Transaction): string {
  const id = escapeHtml(t.transaction_id);
  const done = t.is_approved !== 0;
  return page(
    `Thanh toán ${t.transaction_id}`,
    `<h1>Cổng thanh toán (sandbox)</h1>
    <div class="card">
      <p>Mã giao dịch: <code>${id}</code></p>
      <p>Nhà cung cấp: <b>${escapeHtml(t.bank_name)}</b></p>
      <p>Số tiền: <b>${formatVnd(t.amount)} VND</b></p>
      <p id="state" class="muted">${done ? 'Giao dịch đã được xử lý.' : 'Bấm “Thanh toán” để giả lập việc người chơi trả tiền.'}</p>
      <button id="pay" class="ok" ${done ? 'disabled' : ''}>Thanh toán</button>
    </div>`,
    `document.getElementById('pay').onclick = async () => {
      const r = await fetch('/__sandbox/transactions/${id}/paid', { method: 'POST' });
      document.getElementById('state').textContent = r.ok ? 'Đã thanh toán. Giao dịch đang chờ duyệt.' : 'Không thể thanh toán (' + r.status + ').';
      document.getElementById('pay').disabled = true;
    };`,
  );
}

export function notFoundPage(what: string): string {
  return page('Không tìm thấy', `<h1>Không tìm thấy</h1><p>${escapeHtml(what)}</p>`);
}
