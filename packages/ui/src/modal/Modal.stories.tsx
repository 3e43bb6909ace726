import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from './Modal';

function Demo({
  initiallyOpen = true,
  ...props
}: Partial<ModalProps> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" className="ui-btn" onClick={() => setOpen(true)}>
        Mở hộp thoại
      </button>
      <Modal
        title="Thông báo"
        closeLabel="Đóng"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={
          <>
            <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setOpen(false)}>
              Hủy
            </button>
            <button type="button" className="ui-btn ui-btn--primary">
              Đồng ý
            </button>
          </>
        }
      >
        <p>Nội dung hộp thoại.</p>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Dialogs/Modal',
  component: Demo,
  args: { onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Thông báo' });
    // Focus is kept inside: Tab from the last control comes back to the first.
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(document.activeElement).toBe(buttons[0]);
    await userEvent.tab({ shift: true });
    await expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    // Escape closes.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const BackdropTapCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(dialog, { skipHover: true }); // the dialog element itself is the backdrop
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const BackdropTapDoesNotClose: Story = {
  args: { dismissOnBackdrop: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(dialog, { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** The page behind does not scroll while it is open; closed, focus is back on the opener. */
export const LocksThePageAndGivesFocusBack: Story = {
  // The player's own path: a tap on the opener, then Escape. Nothing depends on a modal opened
  // while the story mounts, which a loaded test run can hold back.
  args: { initiallyOpen: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const root = canvasElement.ownerDocument.documentElement;
    const wait = { timeout: 10_000 };
    const opener = await body.findByRole('button', { name: 'Mở hộp thoại' }, wait);
    await expect(root.style.overflow).toBe('');
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Thông báo' }, wait);
    await expect(root.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), wait);
    await expect(root.style.overflow).toBe('');
    await expect(opener).toHaveFocus();
  },
};
