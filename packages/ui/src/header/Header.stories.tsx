import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';
import { inWidth } from '../shared/in-width';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { onLogout: fn(), onBack: fn() },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Đăng Nhập' })).toHaveAttribute('href', '/login');
    await expect(c.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
    await expect(c.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
  },
};

export const LoggedIn: Story = {
  args: { user: { name: 'nguyenvana' }, unreadCount: 3 },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /Thông báo\s*3\s*tin chưa đọc/ })).toBeVisible();
    await expect(c.getByText('nguyenvana')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const LoggedInWithoutName: Story = {
  args: { user: { name: null }, unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: { title: 'Nạp Tiền', user: { name: 'nguyenvana' }, unreadCount: 120 },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'QUAY LẠI' }));
    await expect(args.onBack).toHaveBeenCalled();
    await expect(c.getByRole('heading', { name: 'Nạp Tiền' })).toBeVisible();
  },
};

/** A 500-character name and title never widen the page. */
export const LongNameAndTitle: Story = {
  args: { title: UNBROKEN, user: { name: UNBROKEN }, unreadCount: 3 },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
    await expect(within(canvasElement).getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  },
};

/**
 * Issue 27 §4 "An eye toggle in the header": a logged-in player's, before the bell; pressed while
 * the money is hidden. On a 360 px phone, beside a title and a phone number, every control keeps
 * its whole tap size inside the bar.
 */
export const WithMoneyToggle: Story = {
  args: {
    title: 'Lịch sử giao dịch',
    user: { name: '0987654321' },
    unreadCount: 3,
    moneyHidden: true,
    onToggleMoney: fn(),
  },
  decorators: [inWidth(360)],
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Ẩn số dư', pressed: true });
    await userEvent.click(toggle);
    await expect(args.onToggleMoney).toHaveBeenCalledTimes(1);
    const bar = canvasElement.querySelector('.ui-header')!.getBoundingClientRect();
    for (const control of [
      toggle,
      c.getByRole('link', { name: /Thông báo/ }),
      c.getByRole('button', { name: 'Đăng xuất' }),
      c.getByRole('button', { name: 'QUAY LẠI' }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(bar.left);
      await expect(box.right).toBeLessThanOrEqual(bar.right);
    }
  },
};

export const VisitorHasNoMoneyToggle: Story = {
  args: { onToggleMoney: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Ẩn số dư' })).toBeNull();
  },
};

/**
 * Issue 26 "CLS 0": the player's name comes with their details, after the page is drawn ('-' until
 * then). On a 390 px phone and on a 360 px one, the bell, the money toggle and the logout are where
 * they were before it came: the name's box does not grow with it.
 */
export const NameArrivesWithoutMoving: Story = {
  args: { title: 'Lịch sử giao dịch', unreadCount: 2, onToggleMoney: fn() },
  render: (args) => (
    <>
      {[390, 360].map((width) => (
        <div key={width} style={{ width }} data-width={width}>
          {/* Side by side, each in a section (four bars on one page are not four banners). */}
          <section data-name="loading" aria-label={`${width} px, before the name`}>
            <Header {...args} user={{ name: undefined }} />
          </section>
          <section data-name="loaded" aria-label={`${width} px, with the name`}>
            <Header {...args} user={{ name: '0912345678' }} />
          </section>
        </div>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const phone of canvasElement.querySelectorAll<HTMLElement>('[data-width]')) {
      const controls = [
        ['button', 'Ẩn số dư'],
        ['link', /Thông báo/],
        ['button', 'Đăng xuất'],
      ] as const;
      for (const [role, name] of controls) {
        const left = (state: string) =>
          within(phone.querySelector<HTMLElement>(`[data-name="${state}"]`)!)
            .getByRole(role, { name })
            .getBoundingClientRect().left;
        await expect(left('loaded')).toBe(left('loading'));
      }
      // Issue 46 §1: a phone number shows its last four digits, on one line, and is read whole.
      const shown = within(phone).getAllByText('…5678');
      await expect(shown).toHaveLength(1);
      await expect(wordLines(shown[0]!.firstChild!, 0, '…5678'.length)).toBe(1);
      await expect(within(phone).getByText('0912345678')).toHaveClass('visually-hidden');
    }
  },
};

/** A name of words wraps between them, never inside one (issue 46 §1). */
export const NameOfWords: Story = {
  args: { title: 'Lịch sử giao dịch', onToggleMoney: fn() },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Header {...args} user={{ name: 'Nguyễn Thị Phương' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('Nguyễn Thị Phương');
    const node = name.firstChild!;
    let start = 0;
    for (const word of 'Nguyễn Thị Phương'.split(' ')) {
      await expect(wordLines(node, start, start + word.length), word).toBe(1);
      start += word.length + 1;
    }
  },
};

/** On how many lines the text from `start` to `end` of a text node is drawn. */
function wordLines(node: Node, start: number, end: number): number {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0);
  return new Set(rects.map((r) => Math.round(r.top))).size;
}
