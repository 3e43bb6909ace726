import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

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
