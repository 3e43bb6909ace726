import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceDisplay } from './BalanceDisplay';

const meta = { title: 'Content/BalanceDisplay', component: BalanceDisplay } satisfies Meta<
  typeof BalanceDisplay
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Đang tải số dư');
  },
};
export const Number: Story = {
  args: { state: { kind: 'value', value: 1234567.5 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234,567.5 điểm');
  },
};
export const Zero: Story = {
  args: { state: { kind: 'value', value: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0 điểm');
  },
};
export const NotSupported: Story = {
  args: { state: { kind: 'unsupported' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('KHÔNG ĐƯỢC HỖ TRỢ');
  },
};
export const NetworkError: Story = {
  args: { state: { kind: 'network-error' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('LỖI MẠNG');
  },
};
export const Forbidden: Story = {
  args: { state: { kind: 'forbidden' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('CẤM');
  },
};
