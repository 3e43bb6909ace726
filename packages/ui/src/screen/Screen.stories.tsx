import type { Meta, StoryObj } from '@storybook/react-vite';
import { Screen } from './Screen';
import { Header } from '../header/Header';
import { BottomNav } from '../bottom-nav/BottomNav';
import { LiveChatButton } from '../live-chat-button/LiveChatButton';
import { BannerSlider } from '../banner-slider/BannerSlider';
import { Marquee } from '../marquee/Marquee';
import { GameList } from '../game-list/GameList';
import { sampleImage } from '../shared/sample-images';

const meta = {
  title: 'Layout/Screen',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ margin: -16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone column with the header, the bottom navigation and the chat button around it. */
export const HomeComposition: Story = {
  args: { children: null },
  render: () => (
    <>
      <Header user={{ name: 'nguyenvana' }} unreadCount={2} onLogout={() => undefined} />
      <Screen>
        <main style={{ display: 'grid', gap: 12, paddingBottom: 96 }}>
          <BannerSlider
            banners={[
              { id: 1, image_url: sampleImage('THƯỞNG NẠP 50%', 480, 200, 190) },
              { id: 2, image_url: sampleImage('ĐÁ GÀ', 480, 200, 10) },
            ]}
          />
          <Marquee items={['Chào mừng bạn đến với trang của chúng tôi!']} />
          <GameList
            onSelect={() => undefined}
            games={['Đá Gà', 'Nổ Hũ', 'Bắn Cá', 'Baccarat'].map((name, i) => ({
              id: i,
              name,
              icon: sampleImage(name.toUpperCase(), 320, 180, i * 80),
            }))}
          />
        </main>
      </Screen>
      <LiveChatButton href="https://chat.example.test/" />
      <BottomNav active="home" loggedIn supportUrl="https://chat.example.test/" />
    </>
  ),
};

export const Empty: Story = { args: { children: <p>Nội dung trang</p> } };
