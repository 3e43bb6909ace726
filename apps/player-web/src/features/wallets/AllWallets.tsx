import { useCallback, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getGameCategoryItemsQuery, type GameItemWithBalance } from '@wallet/api';
import {
  ALL_WALLETS_TITLE,
  formatBalanceK,
  GAMES_EMPTY,
  localizedName,
  MOVE_ON_ITS_WAY,
  TRANSFER_EVERYTHING,
  TRY_REFRESHING_AGAIN,
  type GameBalance,
} from '@wallet/domain';
import {
  Button,
  EmptyState,
  ErrorDialog,
  Money,
  WalletGroupCard,
  type WalletItem,
} from '@wallet/ui';
import { useLoadState, useUserInfo, useApi } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';
import { MoneyWait } from '../../components/money-wait/MoneyWait';
import { fromList, toBalanceState, wholePoints } from './balances';
import { DagaSection } from './DagaSection';
import { useDagaBalance } from './useDagaBalance';
import { useItemBalances } from './useItemBalances';
import { useWalletTransfers, type GameMove } from './useWalletTransfers';
import './AllWallets.css';

/**
 * 001 §2 All wallets: the content of /profile/all-wallet and of the home wallet tile's popup (one
 * component, two frames). 'Tổng số dư' is the main wallet's balance (docs/decisions.md).
 */
export default function AllWallets() {
  const api = useApi();
  const totalId = useId();
  const [popup, setPopup] = useState<string | null>(null);
  const onPopup = useCallback((text: string) => setPopup(text), []);
  const user = useUserInfo();
  const listQuery = useQuery(getGameCategoryItemsQuery(api));
  const list = useLoadState(listQuery);
  const categories = list.data;
  const byId = useMemo(
    () => new Map((categories ?? []).flatMap((c) => c.game_items).map((i) => [i.id, i])),
    [categories],
  );
  const gameItems = useMemo(() => [...byId.values()], [byId]);
  const items = useItemBalances(gameItems, onPopup, listQuery.dataUpdatedAt);
  const daga = useDagaBalance(onPopup);
  const transfers = useWalletTransfers();

  const balanceOf = (item: GameItemWithBalance): GameBalance => {
    if (items.spinning(item.id) || transfers.moving?.has(item.id)) return { kind: 'loading' };
    return items.balanceOf(item.id) ?? fromList(item.balance);
  };
  const gameMoves: GameMove[] = gameItems
    .map((item) => ({ key: item.id, gameId: item.game_id, points: wholePoints(balanceOf(item)) }))
    .filter((move) => move.points > 0);
  const dagaPoints = wholePoints(daga.balance);
  // The Da Ga balance comes a second late: transfer-all waits for it, so Da Ga is not left behind.
  const nothingToMove =
    daga.balance.kind === 'loading' || (dagaPoints === 0 && gameMoves.length === 0);
  const total = Number(user.data?.balance);

  return (
    <div className="all-wallets">
      <section className="all-wallets__total" aria-labelledby={totalId}>
        <h2 id={totalId}>{ALL_WALLETS_TITLE}</h2>
        <strong className="all-wallets__total-value">
          {user.data && Number.isFinite(total) ? <Money>{formatBalanceK(total)}</Money> : '-'}
        </strong>
      </section>
      <DagaSection
        balance={daga.balance}
        moving={transfers.moving?.has('daga') ?? false}
        busy={transfers.busy}
        onMove={(points) => void transfers.moveDaga(points)}
        onReload={daga.reload}
      />
      <Loaded state={list} failureText={TRY_REFRESHING_AGAIN}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState text={GAMES_EMPTY} />
          ) : (
            <>
              <div className="all-wallets__groups">
                {data.map((category) => (
                  <WalletGroupCard
                    key={category.id}
                    name={localizedName(category.name, 'vn', String(category.id))}
                    items={category.game_items.map((item): WalletItem => ({
                      id: item.id,
                      name: localizedName(item.name, 'en', String(item.game_id)),
                      icon: item.icon,
                      balance: toBalanceState(balanceOf(item)),
                    }))}
                    // Under one whole point there is nothing the upstream would take.
                    busyIds={category.game_items
                      .filter((item) => transfers.busy || wholePoints(balanceOf(item)) === 0)
                      .map((item) => item.id)}
                    onTransfer={({ id }) => {
                      const move = gameMoves.find((m) => m.key === id);
                      if (move) void transfers.moveGame(move);
                    }}
                    onRefresh={({ id }) => {
                      const item = byId.get(Number(id));
                      if (item) void items.refresh(item);
                    }}
                  />
                ))}
              </div>
              <Button
                block
                disabled={transfers.busy || nothingToMove}
                aria-busy={transfers.busy || undefined}
                onClick={() => void transfers.moveAll(dagaPoints, gameMoves)}
              >
                {TRANSFER_EVERYTHING}
              </Button>
              {transfers.busy ? (
                <p className="all-wallets__moving" role="status">
                  {MOVE_ON_ITS_WAY}
                </p>
              ) : null}
              <MoneyWait pending={transfers.busy} />
              {transfers.allFailed ? (
                <p className="all-wallets__error" role="alert">
                  {transfers.allFailed}
                </p>
              ) : null}
            </>
          )
        }
      </Loaded>
      <ErrorDialog
        open={popup !== null || transfers.notice !== null}
        message={transfers.notice ?? popup ?? ''}
        onClose={() => {
          transfers.closeNotice();
          setPopup(null);
        }}
      />
    </div>
  );
}
