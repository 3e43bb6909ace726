import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionCard, PromotionList } from './PromotionCard';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/PromotionCard',
  component: PromotionCard,
  args: {
    title: 'Thưởng nạp lần đầu 50%',
    image: sampleImage('THƯỞNG 50%', 640, 280, 180),
    onOpen: fn(),
  },
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Thưởng nạp lần đầu 50%' }),
    );
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
export const List: Story = {
  render: (args) => (
    <PromotionList>
      <PromotionCard {...args} priority />
      <PromotionCard
        {...args}
        title="Hoàn trả 1.5% mỗi ngày"
        image={sampleImage('HOÀN TRẢ', 640, 280, 40)}
      />
    </PromotionList>
  ),
};
/** The first card's picture is the screen's largest paint: fetched at once; the rest wait for view. */
export const FirstCardFirst: Story = {
  ...List,
  play: async ({ canvasElement }) => {
    const [first, second] = Array.from(canvasElement.querySelectorAll('img'));
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(second).toHaveAttribute('loading', 'lazy');
  },
};
export const EmptyList: Story = {
  render: () => <PromotionList empty />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Không tìm thấy khuyến mãi nào')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
