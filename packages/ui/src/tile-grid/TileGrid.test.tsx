import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileTile } from '../profile-tile/ProfileTile';
import { TileGrid } from './TileGrid';
import '../tokens.css';

afterEach(cleanup);

const left = (name: string) => screen.getByRole('link', { name }).getBoundingClientRect().left;
const top = (name: string) => screen.getByRole('link', { name }).getBoundingClientRect().top;

describe('TileGrid', () => {
  it('lists each tile, skipping the ones not shown', () => {
    const loggedIn = false;
    render(
      <TileGrid aria-label="Truy cập nhanh">
        <ProfileTile label="Nạp Tiền" href="/deposit" />
        {loggedIn ? <ProfileTile label="Mời bạn" href="/invite" /> : null}
        <ProfileTile label="Rút Tiền" href="/withdraw" />
      </TileGrid>,
    );
    const items = within(screen.getByRole('list', { name: 'Truy cập nhanh' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(['Nạp Tiền', 'Rút Tiền']);
  });

  it('puts three tiles in a row, the fourth under the first', () => {
    render(
      <div style={{ width: 360 }}>
        <TileGrid>
          {['Một', 'Hai', 'Ba', 'Bốn'].map((name) => (
            <ProfileTile key={name} label={name} href={`/${name}`} />
          ))}
        </TileGrid>
      </div>,
    );
    expect(top('Hai')).toBe(top('Một'));
    expect(top('Ba')).toBe(top('Một'));
    expect(left('Bốn')).toBe(left('Một'));
    expect(top('Bốn')).toBeGreaterThan(top('Một'));
  });

  it('tiles of a row are as tall as each other: a two-line label makes its row taller (issue 37 §5)', () => {
    render(
      <div style={{ width: 360 }}>
        <TileGrid>
          {['Nạp tiền', 'Rút tiền', 'Quản lý ngân hàng'].map((name) => (
            <ProfileTile key={name} label={name} href={`/${name}`} />
          ))}
        </TileGrid>
      </div>,
    );
    const height = (name: string) =>
      screen.getByRole('link', { name }).getBoundingClientRect().height;
    const labelHeight = (name: string) => screen.getByText(name).getBoundingClientRect().height;
    expect(labelHeight('Quản lý ngân hàng')).toBeGreaterThan(labelHeight('Nạp tiền'));
    expect(height('Nạp tiền')).toBe(height('Quản lý ngân hàng'));
    expect(height('Rút tiền')).toBe(height('Quản lý ngân hàng'));
  });

  it('fit: a row holds as many tiles as 88 px each allows', () => {
    render(
      <div style={{ width: 380 }}>
        <TileGrid columns="fit">
          {['Một', 'Hai', 'Ba', 'Bốn', 'Năm'].map((name) => (
            <ProfileTile key={name} label={name} href={`/${name}`} />
          ))}
        </TileGrid>
      </div>,
    );
    expect(top('Bốn')).toBe(top('Một'));
    expect(top('Năm')).toBeGreaterThan(top('Một'));
  });
});
