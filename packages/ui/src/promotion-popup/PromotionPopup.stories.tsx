import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PromotionPopup } from './PromotionPopup';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Dialogs/PromotionPopup',
  component: PromotionPopup,
  args: {
    open: true,
    onClose: fn(),
    title: 'Thưởng nạp lần đầu 50%',
    image: sampleImage('THƯỞNG 50%', 640, 360),
    content: '<p>Áp dụng cho thành viên mới.</p><ul><li>Nạp tối thiểu 100K</li></ul>',
    startDate: '01/11/2026',
    endDate: '30/11/2026',
  },
} satisfies Meta<typeof PromotionPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('01/11/2026 - 30/11/2026')).toBeVisible();
  },
};
export const LongTerm: Story = {
  args: { endDate: null },
  play: async ({ canvasElement }) => {
    // The start stays beside 'Dài hạn' (issue 24 §7).
    await expect(within(canvasElement).getByText('01/11/2026 - Dài hạn')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { title: UNBROKEN, content: `<p>${UNBROKEN}</p>`, startDate: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  },
};
