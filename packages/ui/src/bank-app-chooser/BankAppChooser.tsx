import { useState } from 'react';
import { bankAppsFor, type BankApp } from '@wallet/domain';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';
import { TextField } from '../text-field/TextField';
import './BankAppChooser.css';

export const OPEN_BANK_APP_LABEL = 'Mở ứng dụng ngân hàng';
export const CHOOSE_BANK_APP_TITLE = 'Chọn ứng dụng ngân hàng';
export const FILLS_IN_TEXT = 'Tự điền số tài khoản, số tiền và nội dung';
export const NO_FILL_TEXT = 'Không tự điền: dán số tài khoản, số tiền và nội dung đã sao chép';
export const DESKTOP_TEXT =
  'Trên máy tính, hãy quét mã QR bằng ứng dụng ngân hàng trên điện thoại của bạn.';
const NONE_FOUND_TEXT = 'Không tìm thấy ứng dụng ngân hàng nào.';

export interface BankAppChooserProps {
  /** The apps that can be opened (VietQR's list, @wallet/domain's BANK_APPS). */
  apps: readonly BankApp[];
  /** The address that opens `app` with the transfer filled in. */
  linkFor: (app: BankApp) => string;
  /** false on a desktop browser: the QR is scanned with the phone instead, so nothing is offered. */
  phone: boolean;
}

/**
 * Issue 37 §1: 'Mở ứng dụng ngân hàng' opens a chooser of the bank apps (logo and name, the most
 * used first, a search box); a tap opens the chosen app through its link, in this tab, so the
 * phone's back (or the app switcher) brings the player back to this very step. An app that does
 * not fill in the transfer says so; the copy buttons beside the chooser stay for it.
 */
export function BankAppChooser({ apps, linkFor, phone }: BankAppChooserProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  if (!phone) {
    return <p className="ui-bank-apps__desktop">{DESKTOP_TEXT}</p>;
  }
  const shown = bankAppsFor(query, apps);
  return (
    <>
      <Button variant="primary" block onClick={() => setOpen(true)}>
        {OPEN_BANK_APP_LABEL}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={CHOOSE_BANK_APP_TITLE}
        closeLabel="Đóng"
        className="ui-bank-apps"
      >
        {/* A form field of the kit, not home's SearchField: that one stays in home's code alone, and
            home's first load does not grow by a chunk for it (docs/decisions.md). */}
        <TextField
          label="Tìm ngân hàng"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={query}
          onChange={setQuery}
        />
        <p className="visually-hidden" aria-live="polite">
          {query ? `Tìm thấy ${shown.length} ứng dụng` : ''}
        </p>
        {shown.length === 0 ? (
          <p className="ui-bank-apps__none">{NONE_FOUND_TEXT}</p>
        ) : (
          <ul className="ui-bank-apps__list">
            {shown.map((app) => (
              <li key={app.id}>
                <a className="ui-bank-apps__app" href={linkFor(app)}>
                  <AppLogo app={app} />
                  <span className="ui-bank-apps__names">
                    <span className="ui-bank-apps__name">{app.name}</span>
                    <span className="ui-bank-apps__fill">
                      {app.autofill ? FILLS_IN_TEXT : NO_FILL_TEXT}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}

/** The app's published logo; its initials where the picture cannot be had (offline, blocked). */
function AppLogo({ app }: { app: BankApp }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="ui-bank-apps__logo" aria-hidden="true">
      {app.name.slice(0, 2).toUpperCase()}
      {failed ? null : (
        <img
          src={app.logo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
