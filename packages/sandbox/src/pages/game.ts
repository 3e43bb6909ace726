import { escapeHtml, page } from './html.js';

/** Where a game link lands: proves the link works and shows the points the sandbox holds. */
export function gamePage(name: string, points: number | null, phone: string | null): string {
  return page(
    name,
    `<h1>🎮 ${escapeHtml(name)}</h1>
    <div class="card">
      <p>Đây là trang trò chơi giả lập của sandbox.</p>
      ${phone ? `<p>Người chơi: <b>${escapeHtml(phone)}</b></p>` : '<p class="muted">Không có phiên người chơi.</p>'}
      ${points === null ? '' : `<p>Điểm trong trò chơi: <b id="points">${points}</b></p>`}
    </div>`,
  );
}
