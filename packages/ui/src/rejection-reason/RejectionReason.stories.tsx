import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RejectionReason } from './RejectionReason';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/RejectionReason',
  component: RejectionReason,
  args: {
    state: { kind: 'closed' },
    onToggle: fn(),
    onRetry: fn(),
    label: 'Lý do',
    loadingText: 'Đang tải lý do…',
    failedText: 'Không đọc được lý do từ chối.',
  },
} satisfies Meta<typeof RejectionReason>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('button', { name: 'Lý do' });
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(control);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Lý do' })).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByText('Đang tải lý do…')).toBeVisible();
  },
};

export const Shown: Story = {
  args: { state: { kind: 'shown', text: 'Không nhận được tiền chuyển khoản' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Không nhận được tiền chuyển khoản'),
    ).toBeVisible();
  },
};

export const NoneGiven: Story = {
  args: { state: { kind: 'shown', text: 'Hệ thống không ghi lý do từ chối cho giao dịch này.' } },
};

export const Failed: Story = {
  args: { state: { kind: 'failed', retrying: false } },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Không đọc được lý do từ chối\./)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { state: { kind: 'failed', retrying: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Thử lại' })).toBeDisabled();
  },
};

export const LongReason: Story = {
  args: { state: { kind: 'shown', text: UNBROKEN } },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('.ui-reason')!);
  },
};
