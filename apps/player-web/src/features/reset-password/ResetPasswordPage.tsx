import { Link } from 'react-router';
import { LOGIN_LINK_LABEL } from '@wallet/domain';
import { AuthScreen, ErrorDialog } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import { NewPasswordStep } from './NewPasswordStep';
import { OtpStep } from './OtpStep';
import { PhoneStep } from './PhoneStep';
import { ResetDone } from './ResetDone';
import { useResetFlow } from './useResetFlow';
import './ResetPasswordPage.css';

/**
 * 000 §2 "Forgotten-password reset (/reset-password): three steps in one screen, phone, then OTP,
 * then new password. Success shows a congratulation and a login button to /login."
 */
export default function ResetPasswordPage() {
  const flow = useResetFlow();
  const { phoneForm, otpForm, passwordForm, sentAt, token, done } = flow;
  return (
    <AuthScreen
      title="Quên mật khẩu"
      renderLink={routerLink}
      // Once the password is reset, the screen's one way on is its login button.
      links={done ? null : <Link to={href('/login')}>{LOGIN_LINK_LABEL}</Link>}
    >
      {done ? (
        <ResetDone />
      ) : (
        <>
          <PhoneStep form={phoneForm} sentAt={sentAt} />
          {sentAt !== null && token === null ? (
            <OtpStep
              form={otpForm}
              sentAt={sentAt}
              // A resend is the phone step's submit again, behind the same guard.
              resend={() => phoneForm.handleSubmit()}
              resending={phoneForm.submitting}
            />
          ) : null}
          {token !== null ? <NewPasswordStep form={passwordForm} /> : null}
        </>
      )}
      <ErrorDialog
        open={flow.popup !== null}
        message={flow.popup ?? ''}
        onClose={flow.closePopup}
      />
    </AuthScreen>
  );
}
