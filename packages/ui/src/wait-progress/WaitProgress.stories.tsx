import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ACTIVATION_WAIT,
  ACTIVATION_WINDOW_MS,
  DEPOSIT_STATUS_POLL_MS,
  DEPOSIT_STATUS_WAIT_LABEL,
  MONEY_ANSWER_WAIT_MS,
  MONEY_WAIT_LABEL,
} from '@wallet/domain';
import { useNow } from './useNow';
import { WaitProgress } from './WaitProgress';

const meta = { title: 'Content/WaitProgress', component: WaitProgress } satisfies Meta<
  typeof WaitProgress
>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar');

/** A money call's answer awaited: 12 s of the money guard's 30 s, after which 'not known yet'. */
export const MoneyAnswer: Story = {
  args: { label: MONEY_WAIT_LABEL, waitedMs: 12_000, totalMs: MONEY_ANSWER_WAIT_MS },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '12');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuemax', '30');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Đã chờ 12 giây (tối đa 30 giây)',
    );
  },
};

/** The money guard's 30 s are over: the bar is full until the screen tells the outcome. */
export const MoneyAnswerAtItsEnd: Story = {
  args: { label: MONEY_WAIT_LABEL, waitedMs: 30_000, totalMs: MONEY_ANSWER_WAIT_MS },
};

/** A waiting deposit under its QR: its status is checked every 10 s. */
export const DepositStatusPoll: Story = {
  args: {
    label: DEPOSIT_STATUS_WAIT_LABEL,
    waitedMs: 80_000,
    check: { everyMs: DEPOSIT_STATUS_POLL_MS, nextInMs: 6_000 },
  },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute(
      'aria-valuetext',
      'Đã chờ 1 phút 20 giây · kiểm tra lại sau 6 giây',
    );
  },
};

/** A check of the deposit's status is on its way. */
export const DepositStatusChecking: Story = {
  args: {
    label: DEPOSIT_STATUS_WAIT_LABEL,
    waitedMs: 90_000,
    check: { everyMs: DEPOSIT_STATUS_POLL_MS, nextInMs: null },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Đã chờ 1 phút 30 giây · đang kiểm tra…'),
    ).toBeVisible();
  },
};

/** The first deposit's activation: the spec's words, 2 min 10 s of the 10-minute window. */
export const Activation: Story = {
  args: { label: ACTIVATION_WAIT, waitedMs: 130_000, totalMs: ACTIVATION_WINDOW_MS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ACTIVATION_WAIT)).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute(
      'aria-valuetext',
      'Đã chờ 2 phút 10 giây (tối đa 10 phút)',
    );
  },
};

/** Live: the clock (`useNow`) moves a money call's wait once a second from when the story opened. */
export const Running: Story = {
  args: { label: MONEY_WAIT_LABEL, waitedMs: 0, totalMs: MONEY_ANSWER_WAIT_MS },
  render: function Live(args) {
    const [startedAt] = useState(Date.now);
    const now = useNow();
    return <WaitProgress {...args} waitedMs={now - startedAt} />;
  },
};
