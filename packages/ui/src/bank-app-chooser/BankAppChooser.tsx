import { useState } from 'react';
import { bankAppsFor, type BankApp } from '@wallet/domain';
import { Button } from '../button/Button';
import { useOpenApp, type OpenApp } from './useOpenApp';
import { Modal } from '../modal/Modal';
import { TextField } from '../text-field/TextField';
import './BankAppChooser.css';

export const OPEN_BANK_APP_LABEL = 'Mở ứng dụng ngân hàng';
export const CHOOSE_BANK_APP_TITLE = 'Chọn ứng dụng ngân hàng';
export const FILLS_IN_TEXT = 'Tự điền số tài khoản, số tiền và nội dung';
/** What a tap on an app that only opens does first (issue 47 §1 "say what was copied"). */
export const noFillText = (content: string) =>
  `Không tự điền: khi mở, nội dung “${content}” được sao chép để bạn dán`;
export const OTHER_APP_LABEL = 'Chọn ứng dụng khác';
/** Issue 47 §1 "The app the player chose last is offered on step 2 as one button ('Mở MB Bank')". */
export const openAppLabel = (app: BankApp) => `Mở ${app.name}`;
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
  /** The transfer content, copied before an app that does not fill in is opened. */
  content: string;
  /** The app the player opened last on this device: offered first, as one button. */
  lastAppId?: string | null;
  /** Told of the app a tap opens (to remember it). */
  onOpened?: (app: BankApp) => void;
  /** Leaves for an app's link once its content is copied; the page's own navigation by default. */
  open?: (href: string) => void;
}

const leaveFor = (href: string) => window.location.assign(href);

/**
 * Issue 37 §1: 'Mở ứng dụng ngân hàng' opens a chooser of the bank apps (logo and name, the most
 * used first, a search box); a tap opens the chosen app through its link, in this tab, so the
 * phone's back (or the app switcher) brings the player back to this very step. Issue 47 §1: an app
 * that does not fill in the transfer says so, and a tap on it copies the content first; the app
 * opened last is offered as one button ('Mở MB Bank'), with the chooser beside it.
 */
export function BankAppChooser({
  apps,
  linkFor,
  phone,
  content,
  lastAppId = null,
  onOpened,
  open = leaveFor,
}: BankAppChooserProps) {
  const [chooserOpen, setChooserOpen] = useState(false);
  const [query, setQuery] = useState('');
  const openApp = useOpenApp(content, open, onOpened);
  if (!phone) {
    return <p className="ui-bank-apps__desktop">{DESKTOP_TEXT}</p>;
  }
  const last = apps.find((app) => app.id === lastAppId);
  const shown = bankAppsFor(query, apps);
  return (
    <>
      {last ? (
        <div className="ui-bank-apps__last">
          <a
            className="ui-btn ui-btn--primary ui-btn--block"
            href={linkFor(last)}
            onClick={(event) => openApp.onClick(last, event)}
          >
            {openAppLabel(last)}
          </a>
          <Button variant="ghost" block onClick={() => setChooserOpen(true)}>
            {OTHER_APP_LABEL}
          </Button>
        </div>
      ) : (
        <Button variant="primary" block onClick={() => setChooserOpen(true)}>
          {OPEN_BANK_APP_LABEL}
        </Button>
      )}
      {chooserOpen ? null : <CopyStatus openApp={openApp} />}
      <Modal
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
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
        <CopyStatus openApp={openApp} />
        {shown.length === 0 ? (
          <p className="ui-bank-apps__none">{NONE_FOUND_TEXT}</p>
        ) : (
          <ul className="ui-bank-apps__list">
            {shown.map((app) => (
              <li key={app.id}>
                <a
                  className="ui-bank-apps__app"
                  href={linkFor(app)}
                  onClick={(event) => openApp.onClick(app, event)}
                >
                  <AppLogo app={app} />
                  <span className="ui-bank-apps__names">
                    <span className="ui-bank-apps__name">{app.name}</span>
                    <span className="ui-bank-apps__fill">
                      {app.autofill ? FILLS_IN_TEXT : noFillText(content)}
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

/** What the last tap copied, where the player is looking: in the chooser, or under the buttons. */
function CopyStatus({ openApp }: { openApp: OpenApp }) {
  return (
    <p className="ui-bank-apps__status" role="status">
      {openApp.status}
    </p>
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
