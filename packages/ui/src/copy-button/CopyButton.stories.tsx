import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Form/CopyButton',
  component: CopyButton,
  args: { text: '0123456789', label: 'số tài khoản', onCopied: fn() },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Sao chép số tài khoản' }));
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent(/sao chép/i));
  },
};
export const WithLabel: Story = { args: { showLabel: true, label: 'nội dung chuyển khoản' } };
