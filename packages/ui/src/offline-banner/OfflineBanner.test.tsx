import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../tokens.css';
import { OfflineBanner } from './OfflineBanner';

afterEach(cleanup);

// Issue 15: "a Vietnamese offline screen when the network is gone".
describe('OfflineBanner', () => {
  it('tells the player the network is gone, in Vietnamese', () => {
    render(<OfflineBanner offline />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Không có kết nối mạng. Vui lòng kiểm tra mạng và thử lại.',
    );
  });

  it('says nothing while online', () => {
    render(<OfflineBanner offline={false} />);
    expect(screen.queryByText(/Không có kết nối mạng/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
