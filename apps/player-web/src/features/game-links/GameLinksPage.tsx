import { useQuery } from '@tanstack/react-query';
import { getUserQuery, getWebsiteLinksQuery } from '@wallet/api';
import {
  GAME_ACCOUNT_CREATING,
  GAME_ACCOUNT_HINT,
  GAME_LINKS_LOGIN_PROMPT,
  GAME_LINKS_POLL_MS,
  HOME_LOGIN_TILE,
} from '@wallet/domain';
import { Button, Notice } from '@wallet/ui';
import { useLoggedIn, useLoadState, routerLink, useApi } from '@wallet/shell';
import { href } from '../../lib/paths';
import { Activation } from '../../components/activation/Activation';
import { Loaded } from '../../components/loaded/Loaded';
import { AccountDetails } from './AccountDetails';
import { LinkButtons } from './LinkButtons';
import './GameLinksPage.css';

/**
 * 000 §2 Game Links: "shows the login account details (game account name and initial password) or
 * an 'account being created' notice, plus a numbered list of link buttons. A visitor sees it without
 * links. A hint says an account is created within 5 minutes."
 */
export default function GameLinksPage() {
  const loggedIn = useLoggedIn();
  return (
    <main className="game-links">
      <h1 className="visually-hidden">Link vào game</h1>
      {loggedIn ? <PlayerView /> : <VisitorView />}
    </main>
  );
}

function VisitorView() {
  return (
    <section className="game-links__card">
      <p>{GAME_LINKS_LOGIN_PROMPT}</p>
      <p className="game-links__hint">{GAME_ACCOUNT_HINT}</p>
      <Button block href={href('/login')} renderLink={routerLink}>
        {HOME_LOGIN_TILE}
      </Button>
    </section>
  );
}

function PlayerView() {
  const api = useApi();
  // 000 §4 "Game Links: polls the user info every 5 seconds until user_name exists"; the interval
  // belongs to this page's observer, so it stops when the page is left.
  // A failing poll keeps showing its failure (useLoadState): no flicker between loading and error.
  const user = useLoadState(
    useQuery({
      ...getUserQuery(api),
      enabled: true,
      refetchInterval: (query) => (query.state.data?.user_name ? false : GAME_LINKS_POLL_MS),
    }),
  );
  const links = useLoadState(useQuery(getWebsiteLinksQuery(api)));
  const info = user.data;

  return (
    <>
      <section className="game-links__card" aria-label="Tài khoản trò chơi">
        <Loaded state={user}>
          {({ user_name, raw_string }) =>
            user_name ? (
              <AccountDetails userName={user_name} password={raw_string} />
            ) : (
              <>
                <Notice tone="info">{GAME_ACCOUNT_CREATING}</Notice>
                <p className="game-links__hint">{GAME_ACCOUNT_HINT}</p>
              </>
            )
          }
        </Loaded>
      </section>
      {info ? <Activation userName={info.user_name} userId={info.user_id} /> : null}
      <LinkButtons links={links} />
    </>
  );
}
