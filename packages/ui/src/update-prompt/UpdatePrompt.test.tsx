import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../tokens.css';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(cleanup);

// Issue 15: "an update prompt when a new build is deployed, never a silent reload in the middle of
// a money flow".
describe('UpdatePrompt', () => {
  it("says 'Đã có phiên bản mới' and updates only when 'Cập nhật' is tapped", async () => {
    const update = vi.fn();
    render(<UpdatePrompt open onUpdate={update} />);
    expect(screen.getByRole('status')).toHaveTextContent('Đã có phiên bản mới');
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', () => {
    render(<UpdatePrompt open={false} onUpdate={vi.fn()} />);
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cập nhật' })).toBeNull();
  });
});
