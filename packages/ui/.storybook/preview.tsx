import type { Preview } from '@storybook/react-vite';
import '../src/tokens.css';

const preview: Preview = {
  // Every component gets a generated docs page: its props (from the TypeScript types and their doc
  // comments) and its stories, for developers building a shell from the kit.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Every story is an axe check: a violation fails the story in the test run.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone360: {
          name: 'Phone 360',
          styles: { width: '360px', height: '780px' },
          type: 'mobile',
        },
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        phone430: {
          name: 'Phone 430',
          styles: { width: '430px', height: '932px' },
          type: 'mobile',
        },
      },
    },
  },
  initialGlobals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [
    (Story) => (
      <div lang="vi" style={{ maxWidth: 'var(--max-width)', margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
