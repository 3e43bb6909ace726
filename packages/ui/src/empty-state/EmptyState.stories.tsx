import type { Meta, StoryObj } from '@storybook/react-vite';
import {} from 'storybook/test';
import { EmptyState } from './EmptyState';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = { title: 'Content/EmptyState', component: EmptyState } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoTransactions: Story = { args: { text: 'Không có giao dịch' } };
export const NoBanksWithAction: Story = {
  args: {
    text: 'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.',
    action: (
      <button type="button" className="ui-btn ui-btn--primary">
        Thêm ngân hàng
      </button>
    ),
  },
};

export const LongText: Story = {
  args: { text: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
