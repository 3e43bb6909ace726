import { useMemo, useState } from 'react';
import { Button } from '../button/Button';
import { SaveIcon } from '../icons/SaveIcon';
import { ShareIcon } from '../icons/ShareIcon';
import { canShareFile, isCancelledShare, qrFile } from './qr-file';
import './QrSave.css';

export interface QrSaveProps {
  /** The QR picture: a base64 PNG data URL, as the upstream sends it; any other form shows nothing. */
  qrImage: string;
  /** The transfer content: the file is named after it ('DP20261122000123.png'). */
  transferContent: string;
  saveLabel?: string;
  shareLabel?: string;
  /** How a player paying from this same phone uses the saved picture. */
  hint?: string;
  saveFailedText?: string;
  shareFailedText?: string;
}

/**
 * Safari may still read a download's address after the click returns: the address is let go once
 * the download surely has it (FileSaver.js waits as long).
 */
export const SAVED_URL_LIFETIME_MS = 40_000;

/** Saves the file as a download: an `<a download>` on an object URL, let go afterwards. */
function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVED_URL_LIFETIME_MS);
}

/**
 * A phone cannot scan its own screen: 'Lưu mã QR' saves the QR as a PNG named after the transfer
 * content, for the bank app's "scan from a picture", and where the browser can share files,
 * 'Chia sẻ mã QR' hands the picture to the bank app (Web Share). A share the player closes is not
 * a failure; any other failure says so and what to do instead.
 */
export function QrSave({
  qrImage,
  transferContent,
  saveLabel = 'Lưu mã QR',
  shareLabel = 'Chia sẻ mã QR',
  hint = 'Chuyển khoản bằng chính điện thoại này? Lưu mã QR hoặc chụp màn hình, rồi mở ứng dụng ngân hàng, chọn quét mã QR và lấy ảnh từ thư viện.',
  saveFailedText = 'Không lưu được mã QR. Vui lòng chụp màn hình mã QR hoặc chuyển khoản theo thông tin bên dưới.',
  shareFailedText = 'Không chia sẻ được mã QR. Vui lòng bấm “Lưu mã QR” rồi chọn ảnh trong ứng dụng ngân hàng.',
}: QrSaveProps) {
  // Made before the tap: a share must start within the tap's user activation.
  const file = useMemo(() => qrFile(qrImage, transferContent), [qrImage, transferContent]);
  const shareable = useMemo(() => file !== null && canShareFile(file), [file]);
  const [failure, setFailure] = useState('');
  if (!file) return null;

  const save = () => {
    try {
      download(file);
      setFailure('');
    } catch {
      setFailure(saveFailedText);
    }
  };
  const share = async () => {
    setFailure('');
    try {
      await navigator.share({ files: [file] });
    } catch (error) {
      if (!isCancelledShare(error)) setFailure(shareFailedText);
    }
  };

  return (
    <div className="ui-qr-save">
      <div className="ui-qr-save__actions">
        <Button variant="ghost" onClick={save}>
          <SaveIcon size={18} />
          {saveLabel}
        </Button>
        {shareable ? (
          <Button variant="ghost" onClick={() => void share()}>
            <ShareIcon size={18} />
            {shareLabel}
          </Button>
        ) : null}
      </div>
      <p className="ui-qr-save__hint">{hint}</p>
      <p className="ui-qr-save__failure" role="status">
        {failure}
      </p>
    </div>
  );
}
