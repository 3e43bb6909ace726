import type { Decorator } from '@storybook/react-vite';

/** A 360 px phone's column: the screen less the page's 16 px margins. */
export const PHONE_COLUMN = 328;

/** For stories: the component drawn in a box `width` px wide, as a phone's layout gives it. */
export const inWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );
