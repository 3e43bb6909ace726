import { ChatIcon } from '../icons/Icons';
import './LiveChatButton.css';

export interface LiveChatButtonProps {
  /** The external live-chat address; opened in a new window. */
  href: string;
  label?: string;
  /** An image from the site instead of the kit's icon. */
  imageSrc?: string;
}

/** The floating live-chat button, above the bottom navigation. */
export function LiveChatButton({
  href,
  label = 'Chăm sóc khách hàng',
  imageSrc,
}: LiveChatButtonProps) {
  return (
    <a
      className="ui-live-chat"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {imageSrc ? <img src={imageSrc} alt="" width={56} height={56} /> : <ChatIcon size={28} />}
    </a>
  );
}
