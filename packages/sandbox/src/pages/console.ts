import { escapeHtml, page } from './html.js';

/** Control console: plain HTML with inline JS calling the control API on the same origin. */
export function consolePage(apiBase: string): string {
  return page(
    'Sandbox – Bảng điều khiển',
    `<h1>Sandbox – Bảng điều khiển <button class="muted" onclick="refresh()">Làm mới</button>
      <button class="warn" onclick="resetAll()">Khôi phục dữ liệu mẫu</button></h1>
    <p class="muted">API: <code>${escapeHtml(apiBase)}</code> · Mật khẩu mẫu: <code>Matkhau1</code> · <a href="/__sandbox/state" style="color:#5fd4ff">/__sandbox/state</a></p>

    <h2>Giao dịch <select id="status" onchange="loadTxns()">
      <option value="pending">Đang chờ (0)</option><option value="paid">Đã thanh toán (3)</option>
      <option value="processing">Đang xử lý (4)</option><option value="approved">Đã phê duyệt (1)</option>
      <option value="rejected">Từ chối (2)</option><option value="all">Tất cả</option></select></h2>
    <table><thead><tr><th>Mã</th><th>SĐT</th><th>Loại</th><th>Số tiền (VND)</th><th>Trạng thái</th><th>Thời gian</th><th></th></tr></thead>
    <tbody id="txns"></tbody></table>

    <h2>Sổ tiền <span class="muted">(10 yêu cầu tiền gần nhất · <a href="/__sandbox/ledger" style="color:#5fd4ff">/__sandbox/ledger</a>)</span></h2>
    <table><thead><tr><th>#</th><th>Thời gian</th><th>Yêu cầu</th><th>SĐT</th><th>Số lượng</th><th>Tham chiếu</th></tr></thead>
    <tbody id="ledger"></tbody></table>

    <h2>Người chơi</h2>
    <table><thead><tr><th>SĐT</th><th>Số dư (K)</th><th>is_approved</th><th>Nạp</th><th>Rút</th><th>Đăng nhập</th><th>user_name</th><th></th></tr></thead>
    <tbody id="players"></tbody></table>

    <h2>OTP (mã đặt lại mật khẩu)</h2>
    <div class="card"><div id="otps" class="muted">Chưa có OTP nào.</div>
      <p><input id="otpPhone" placeholder="Số điện thoại"> <button onclick="showOtp()">Xem OTP</button> <b id="otp"></b></p></div>

    <h2>Lỗi giả lập</h2>
    <div class="card">
      <select id="fMethod"><option value="">mọi method</option><option>GET</option><option>POST</option><option>PUT</option><option>DELETE</option></select>
      <input id="fPath" placeholder="/api/user" size="28"> lần: <input id="fTimes" type="number" value="1" style="width:60px">
      <select id="fKind"><option value="status">status</option><option value="delay">delay</option><option value="drop">drop</option><option value="drop-after">drop-after</option><option value="delay-after">delay-after</option></select>
      status: <input id="fStatus" type="number" value="500" style="width:70px">
      delayMs: <input id="fDelay" type="number" value="3000" style="width:80px">
      body: <input id="fBody" value='{"status":false,"message":"NETWORK_ERROR"}' size="36">
      <button onclick="addFault()">Thêm</button> <button class="warn" onclick="clearFaults()">Xóa hết</button>
      <pre id="faults" class="muted"></pre>
    </div>`,
    `
const labels = {0:'Đang chờ',1:'Đã phê duyệt',2:'Từ chối',3:'Đã thanh toán',4:'Đang xử lý'};
const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'})[c]);
async function call(method, url, body) {
  const r = await fetch(url, { method, headers: body ? {'Content-Type':'application/json'} : {}, body: body ? JSON.stringify(body) : undefined });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) alert((data.message || 'Lỗi') + ' (' + r.status + ')');
  return data;
}
async function loadTxns() {
  const s = document.getElementById('status').value;
  const { data } = await call('GET', '/__sandbox/transactions?status=' + s);
  document.getElementById('txns').innerHTML = data.map((t) => '<tr><td><code>' + esc(t.transaction_id) + '</code></td><td>' + esc(t.phone) +
    '</td><td>' + (t.transaction_purpose === 'deposit' ? 'Nạp · ' + esc(t.payment_method) : 'Rút') + '</td><td>' + t.amount.toLocaleString('vi-VN') +
    '</td><td>' + labels[t.is_approved] + '</td><td>' + esc(t.transaction_created_time) + '</td><td>' +
    ([1,2].includes(t.is_approved) ? '' :
      '<button class="ok" onclick="act(' + t.id + ',\\'approve\\')">Duyệt</button><button class="warn" onclick="act(' + t.id + ',\\'reject\\')">Từ chối</button>' +
      (t.is_approved === 0 ? '<button class="muted" onclick="act(' + t.id + ',\\'paid\\')">Đã trả</button>' : '')) +
    '</td></tr>').join('') || '<tr><td colspan="7" class="muted">Không có giao dịch</td></tr>';
}
async function loadLedger() {
  const { data } = await call('GET', '/__sandbox/ledger');
  document.getElementById('ledger').innerHTML = data.slice(-10).reverse().map((e) => '<tr><td>' + e.seq + '</td><td>' +
    esc(new Date(e.at).toLocaleString('vi-VN')) + '</td><td><code>' + esc(e.operation) + '</code></td><td>' + esc(e.phone) + '</td><td>' +
    e.amount.toLocaleString('vi-VN') + ' ' + esc(e.unit) + '</td><td><code>' + esc(e.ref) + '</code></td></tr>').join('') ||
    '<tr><td colspan="6" class="muted">Chưa có yêu cầu tiền nào</td></tr>';
}
async function act(id, action) {
  const body = action === 'reject' ? { note: prompt('Lý do từ chối', 'Giao dịch bị từ chối') || undefined } : undefined;
  await call('POST', '/__sandbox/transactions/' + id + '/' + action, body);
  refresh();
}
async function loadPlayers() {
  const { players } = await call('GET', '/__sandbox/state');
  const box = (p, key) => '<input type="checkbox" ' + (p[key] ? 'checked' : '') + ' onchange="patch(\\'' + p.phone + '\\', {' + key + ': this.checked})">';
  document.getElementById('players').innerHTML = players.map((p) => '<tr><td>' + esc(p.phone) + '</td><td>' + esc(p.balance) +
    '</td><td><select onchange="patch(\\'' + p.phone + '\\', {is_approved: Number(this.value)})"><option value="1" ' + (p.is_approved === 1 ? 'selected' : '') +
    '>1 đã kích hoạt</option><option value="2" ' + (p.is_approved === 2 ? 'selected' : '') + '>2 chưa kích hoạt</option></select></td><td>' +
    box(p, 'allow_deposit') + '</td><td>' + box(p, 'allow_withdraw') + '</td><td>' + box(p, 'allow_login') +
    '</td><td><input id="un-' + p.phone + '" value="' + esc(p.user_name) + '" size="14"></td><td><button onclick="saveName(\\'' + p.phone + '\\')">Lưu</button></td></tr>').join('');
}
async function patch(phone, body) { await call('PATCH', '/__sandbox/players/' + phone, body); loadPlayers(); }
function saveName(phone) { const v = document.getElementById('un-' + phone).value.trim(); patch(phone, { user_name: v || null }); }
async function showOtp() {
  const phone = document.getElementById('otpPhone').value.trim();
  const r = await fetch('/__sandbox/otp/' + encodeURIComponent(phone));
  const data = await r.json();
  document.getElementById('otp').textContent = r.ok ? data.otp : 'Chưa có OTP cho số này';
}
async function loadOtps() {
  const { otps } = await call('GET', '/__sandbox/state');
  const rows = Object.entries(otps);
  document.getElementById('otps').innerHTML = rows.length
    ? rows.map(([phone, otp]) => esc(phone) + ': <b style="font-size:18px;color:#ffd479">' + esc(otp) + '</b>').join('<br>')
    : 'Chưa có OTP nào.';
}
async function loadFaults() {
  const { data } = await call('GET', '/__sandbox/faults');
  document.getElementById('faults').textContent = data.length ? JSON.stringify(data, null, 1) : 'Không có lỗi giả lập nào.';
}
async function addFault() {
  const v = (id) => document.getElementById(id).value;
  let body; try { body = v('fBody') ? JSON.parse(v('fBody')) : undefined; } catch { return alert('body không phải JSON'); }
  await call('POST', '/__sandbox/faults', { method: v('fMethod') || undefined, path: v('fPath'), times: Number(v('fTimes')),
    kind: v('fKind'), status: Number(v('fStatus')), delayMs: Number(v('fDelay')), body });
  loadFaults();
}
async function clearFaults() { await call('DELETE', '/__sandbox/faults'); loadFaults(); }
async function resetAll() { if (confirm('Khôi phục toàn bộ dữ liệu mẫu?')) { await call('POST', '/__sandbox/reset'); refresh(); } }
function refresh() { loadTxns(); loadLedger(); loadPlayers(); loadOtps(); loadFaults(); }
refresh();
// Players are not re-rendered on a timer so that a half-typed user_name is not lost.
setInterval(() => { loadTxns(); loadLedger(); loadOtps(); }, 3000);
`,
  );
}
