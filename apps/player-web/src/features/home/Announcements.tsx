import { useEffect, useState } from 'react';
import type { Announcement as UpstreamAnnouncement } from '@wallet/api';
import { AnnouncementPopup } from '@wallet/ui';

/** Set once the popup has been shown in this tab; a new visit (new tab or browser session) shows it again. */
export const ANNOUNCEMENTS_SEEN_KEY = 'announcementsSeen';

function seen(): boolean {
  try {
    return sessionStorage.getItem(ANNOUNCEMENTS_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 000 §2 "An announcement popup titled 'Thông báo' with title, HTML content and an optional image
 * (height 173px). The image opens its url in a new tab when is_redirect equals 1." Shown once per
 * visit, one announcement after another, when nothing else is in front (`ready`).
 */
export function Announcements({
  announcements,
  ready,
}: {
  announcements: UpstreamAnnouncement[];
  ready: boolean;
}) {
  // Read once: marking them seen below must not hide the popup this visit is showing.
  const [seenBefore] = useState(seen);
  const [index, setIndex] = useState(0);
  const current = ready && !seenBefore ? announcements[index] : undefined;
  const showing = current !== undefined;

  useEffect(() => {
    if (!showing) return;
    try {
      sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1');
    } catch {
      // Storage refused (private mode): the popup may show again on the next visit, no harm.
    }
  }, [showing]);

  if (!current) return null;
  return (
    <AnnouncementPopup
      key={index}
      open
      onClose={() => setIndex((i) => i + 1)}
      announcement={{
        id: current.id,
        title: current.title,
        content: current.content,
        image: current.image_url,
        url: current.url,
        is_redirect: current.is_redirect,
      }}
    />
  );
}
