import { BalanceDisplay, type BalanceState } from '../balance-display/BalanceDisplay';
import { RefreshIcon } from '../refresh-icon/RefreshIcon';
import { SwapIcon } from '../icons/Icons';
import './WalletGroupCard.css';

export interface WalletItem {
  id: string | number;
  name: string;
  icon?: string | null;
  balance: BalanceState;
}

export interface WalletGroupCardProps {
  /** The group's name (the vn text). */
  name: string;
  items: WalletItem[];
  /** Moves an item's points to the main wallet; the button shows only for a balance above 0. */
  onTransfer: (item: WalletItem) => void;
  onRefresh: (item: WalletItem) => void;
  /** Items whose transfer runs. */
  busyIds?: Array<string | number>;
}

/**
 * A wallet group of the all-wallets screen: each game's icon, points, transfer and refresh. The
 * card is half a phone wide: the two buttons sit beside the icon, and the name (up to two lines)
 * and the points have the card's width each, so '120 điểm' stays on one line (issue 37 §5). The
 * transfer keeps its place when it is not shown, so a refresh tapped again while its balance loads
 * never lands on a transfer that has just appeared under the finger.
 */
export function WalletGroupCard({
  name,
  items,
  onTransfer,
  onRefresh,
  busyIds = [],
}: WalletGroupCardProps) {
  return (
    <section className="ui-wallet-group" aria-label={name}>
      <h3 className="ui-wallet-group__name">{name}</h3>
      <ul className="ui-wallet-group__items">
        {items.map((item) => {
          const busy = busyIds.includes(item.id);
          const positive = item.balance.kind === 'value' && item.balance.value > 0;
          return (
            <li key={item.id} className="ui-wallet-group__item">
              {item.icon ? (
                // Ten games and more run below the fold: their icons wait until scrolled near.
                <img
                  className="ui-wallet-group__icon"
                  src={item.icon}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="ui-wallet-group__label">{item.name}</span>
              <BalanceDisplay state={item.balance} className="ui-wallet-group__balance" />
              {positive ? (
                <button
                  type="button"
                  className="ui-icon-btn ui-wallet-group__transfer"
                  aria-label={`Chuyển điểm ${item.name} về tài khoản chính`}
                  disabled={busy}
                  onClick={() => onTransfer(item)}
                >
                  <SwapIcon size={18} />
                </button>
              ) : null}
              <RefreshIcon
                spinning={item.balance.kind === 'loading'}
                label={`Làm mới số dư ${item.name}`}
                onRefresh={() => onRefresh(item)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
