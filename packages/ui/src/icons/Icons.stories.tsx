import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Icons from './Icons';

function Gallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(Icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <Icon size={28} />
          <span>{name.replace('Icon', '').replace('Glyph', '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Foundations/Icons', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
export const All: StoryObj<typeof meta> = {};
