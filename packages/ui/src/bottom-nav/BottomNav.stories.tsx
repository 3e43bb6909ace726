import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Layout/BottomNav',
  component: BottomNav,
  args: {
    supportUrl: 'https://chat.example.test/',
    loggedIn: true,
    active: 'home',
    onVisitorAction: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(c.getByRole('link', { name: 'Khuyến mãi' })).not.toHaveAttribute('aria-current');
    const support = c.getByRole('link', { name: 'Hỗ Trợ' });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const PromotionsActive: Story = { args: { active: 'promotions' } };
export const AccountActive: Story = { args: { active: 'account' } };

export const LoggedInMenu: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: 'Nạp rút' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByRole('link', { name: 'NẠP TIỀN' })).toHaveAttribute('href', '/deposit');
    await expect(c.getByRole('link', { name: 'RÚT TIỀN' })).toHaveAttribute('href', '/withdraw');
  },
};

export const VisitorMenu: Story = {
  args: { loggedIn: false, active: null },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Nạp rút' }));
    await userEvent.click(c.getByRole('button', { name: 'RÚT TIỀN' }));
    await expect(args.onVisitorAction).toHaveBeenCalledWith('withdraw');
    await expect(c.queryByRole('button', { name: 'NẠP TIỀN' })).toBeNull();
  },
};

/** A page taller than the phone: scrolled to its end, its last button is above the bar, not under it. */
export const LongPageEndsAboveTheBar: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '150vh' }} />
        <button type="button">Nạp Tiền</button>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    const last = within(canvasElement).getByRole('button', { name: 'Nạp Tiền' });
    const box = last.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.bottom - 2,
    );
    await expect(hit).toBe(last);
  },
};
