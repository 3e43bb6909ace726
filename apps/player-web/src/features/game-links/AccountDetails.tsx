import { CopyButton } from '@wallet/ui';

/** "the login account details (game account name and initial password)" with copy buttons. */
export function AccountDetails({
  userName,
  password,
}: {
  userName: string;
  password: string | null | undefined;
}) {
  return (
    <dl className="game-links__details">
      <div>
        <dt>Tên đăng nhập</dt>
        <dd>
          <span className="game-links__value">{userName}</span>
          <CopyButton text={userName} label="tên đăng nhập" />
        </dd>
      </div>
      <div>
        <dt>Mật khẩu</dt>
        <dd>
          <span className="game-links__value">{password || '-'}</span>
          {password ? <CopyButton text={password} label="mật khẩu" /> : null}
        </dd>
      </div>
    </dl>
  );
}
