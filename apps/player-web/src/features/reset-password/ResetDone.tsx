import { LOGIN_LINK_LABEL, PASSWORD_RESET_SUCCESS_TEXT } from '@wallet/domain';
import { Button } from '@wallet/ui';
import { routerLinkWith } from '@wallet/shell';
import { href } from '../../lib/paths';

/** "Success shows a congratulation and a login button to /login." */
export function ResetDone() {
  return (
    <section className="reset-page__done" aria-labelledby="reset-done">
      <h2 id="reset-done">Chúc mừng!</h2>
      <p>{PASSWORD_RESET_SUCCESS_TEXT}</p>
      <Button block href={href('/login')} renderLink={routerLinkWith({ replace: true })}>
        {LOGIN_LINK_LABEL}
      </Button>
    </section>
  );
}
