export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const STYLE = `
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#0f1726;color:#e8eef8}
  main{max-width:1100px;margin:0 auto;padding:16px}
  h1{font-size:20px;margin:8px 0 16px} h2{font-size:16px;margin:24px 0 8px;color:#5fd4ff}
  table{width:100%;border-collapse:collapse;font-size:13px} th,td{padding:6px 8px;border-bottom:1px solid #26324a;text-align:left}
  button{background:#1f8fff;color:#fff;border:0;border-radius:4px;padding:5px 10px;cursor:pointer;margin:1px}
  button.warn{background:#d9534f} button.ok{background:#2e9d58} button.muted{background:#48556e}
  input,select{background:#17233a;color:#e8eef8;border:1px solid #33425f;border-radius:4px;padding:4px 6px}
  .card{background:#16213a;border-radius:8px;padding:16px;margin:12px 0} .muted{color:#8fa0bf} code{color:#ffd479}
`;

export function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}
