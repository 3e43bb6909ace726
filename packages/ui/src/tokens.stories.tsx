import type { Meta, StoryObj } from '@storybook/react-vite';

const COLOURS = [
  'bg',
  'surface',
  'surface-raised',
  'border',
  'text',
  'text-muted',
  'accent',
  'danger',
  'success',
  'warning',
  'processing',
];

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 8,
          listStyle: 'none',
          padding: 0,
        }}
      >
        {COLOURS.map((name) => (
          <li key={name} style={{ fontSize: 12 }}>
            <div
              style={{
                height: 40,
                borderRadius: 8,
                border: '1px solid var(--color-border)',
                background: `var(--color-${name})`,
              }}
            />
            --color-{name}
          </li>
        ))}
      </ul>
      <p style={{ fontSize: 'var(--font-size-xl)', margin: 0 }}>Đăng Nhập · Nạp rút · RÚT TIỀN</p>
      <p style={{ margin: 0 }}>
        Tiếng Việt đầy đủ dấu: ă â đ ê ô ơ ư — Ặ Ẫ Ỗ Ữ Ỳ — “Vui lòng chờ cấp tài khoản trong giây
        lát…”
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" className="ui-btn ui-btn--primary">
          Tiếp theo
        </button>
        <button type="button" className="ui-btn ui-btn--ghost">
          Quay lại
        </button>
        <button type="button" className="ui-btn ui-btn--danger">
          Vâng, rời đi
        </button>
        <button type="button" className="ui-btn" disabled>
          Rút tiền
        </button>
      </div>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;
export const Palette: StoryObj<typeof meta> = {};
