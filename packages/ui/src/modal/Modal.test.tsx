import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';

const overflow = () => document.documentElement.style.overflow;

/** An opener and its modal; `mounted` false takes the modal away without closing it first. */
function Page({ mounted = true }: { mounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      {mounted ? (
        <Modal open={open} onClose={() => setOpen(false)} title="Một">
          <button type="button" onClick={() => setOpen(false)}>
            Đóng
          </button>
        </Modal>
      ) : null}
    </>
  );
}

function Two({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <Modal open={first} title="Một">
        <p>Một</p>
      </Modal>
      <Modal open={second} title="Hai">
        <p>Hai</p>
      </Modal>
    </>
  );
}

beforeEach(() => {
  document.documentElement.style.overflow = 'clip';
});
afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

describe('Modal: the page behind does not scroll', () => {
  it('locks while open and gives back the value the page had', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    expect(overflow()).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(overflow()).toBe('clip');
  });

  it('counts nested modals: closing one of two keeps the lock', async () => {
    const { rerender } = render(<Two first second={false} />);
    rerender(<Two first second />);
    expect(overflow()).toBe('hidden');
    rerender(<Two first={false} second />);
    expect(screen.queryByRole('dialog', { name: 'Một' })).toBeNull();
    expect(overflow()).toBe('hidden');
    rerender(<Two first={false} second={false} />);
    expect(overflow()).toBe('clip');
  });

  it('lets go when the Modal is unmounted while open', async () => {
    const { rerender } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    rerender(<Page mounted={false} />);
    expect(overflow()).toBe('clip');
  });
});

describe('Modal: focus goes back to what opened it', () => {
  it('when `open` turns false', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Mở' });
    await userEvent.click(opener);
    expect(document.activeElement).not.toBe(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(document.activeElement).toBe(opener);
  });

  it('when the Modal is unmounted while open', async () => {
    const { rerender } = render(<Page />);
    const opener = screen.getByRole('button', { name: 'Mở' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Một' }).contains(document.activeElement)).toBe(true);
    act(() => rerender(<Page mounted={false} />));
    expect(document.activeElement).toBe(opener);
  });
});

describe('Modal: closed and opened again at once', () => {
  it('stays open: the close that the first closing queued does not close the second', async () => {
    let closes = 0;
    const modal = (open: boolean) => (
      <Modal open={open} onClose={() => (closes += 1)} title="Một">
        <p>Một</p>
      </Modal>
    );
    const { rerender } = render(modal(true));
    rerender(modal(false));
    rerender(modal(true));
    // The browser sends the first closing's `close` event in a later task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Một' })).toBeVisible();
    expect(closes).toBe(0);
  });
});
