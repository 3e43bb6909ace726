import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  args: {
    html: '<h3>Khuyến mãi nạp lần đầu</h3><p>Nhận thêm <strong>50%</strong> cho lần nạp đầu tiên.</p><ul><li>Tối thiểu 100K</li><li>Tối đa 5 Triệu</li></ul><p><a href="https://example.test/the-le" target="_blank">Xem thể lệ</a></p>',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Xem thể lệ' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostilePayloads: Story = {
  args: {
    html: '<p>Nội dung</p><script>window.__pwned = 1</script><img src="data:x" alt="" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">Bấm vào đây</a>',
  },
  play: async ({ canvasElement }) => {
    const w = window as Window & { __pwned?: unknown };
    const link = within(canvasElement).getByText('Bấm vào đây');
    await userEvent.click(link);
    await new Promise((r) => setTimeout(r, 100));
    await expect(w.__pwned).toBeUndefined();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const Empty: Story = { args: { html: '' } };

export const LongWord: Story = {
  args: { html: `<p>${UNBROKEN}</p><table><tr><td>${UNBROKEN}</td></tr></table>` },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
