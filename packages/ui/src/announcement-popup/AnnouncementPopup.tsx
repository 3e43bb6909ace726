import { Modal } from '../modal/Modal';
import { SafeHtml } from '../safe-html/SafeHtml';
import './AnnouncementPopup.css';

export interface Announcement {
  id?: number | string;
  title: string;
  /** Upstream HTML; cleaned by SafeHtml. */
  content: string;
  image?: string | null;
  url?: string | null;
  /** 1: the image opens `url` in a new tab. */
  is_redirect?: number | null;
}

export interface AnnouncementPopupProps {
  open: boolean;
  announcement: Announcement;
  onClose: () => void;
  closeLabel?: string;
}

/** "An announcement popup titled 'Thông báo' with title, HTML content and an optional image (height 173px)." */
export function AnnouncementPopup({
  open,
  announcement,
  onClose,
  closeLabel = 'Đóng',
}: AnnouncementPopupProps) {
  const { title, content, image, url, is_redirect } = announcement;
  const picture = image ? (
    <img className="ui-announcement__img" src={image} alt={title} height={173} />
  ) : null;
  return (
    <Modal open={open} onClose={onClose} title="Thông báo" closeLabel={closeLabel}>
      {picture && is_redirect === 1 && url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="ui-announcement__link">
          {picture}
        </a>
      ) : (
        picture
      )}
      <h3 className="ui-announcement__title">{title}</h3>
      <SafeHtml html={content} />
    </Modal>
  );
}
