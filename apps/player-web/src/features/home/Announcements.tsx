import { useEffect, useState } from 'react';
import type { Announcement as UpstreamAnnouncement } from '@wallet/api';
import { AnnouncementPopup, imagesInHtml } from '@wallet/ui';

/** The longest the popup waits for its pictures before it opens anyway. */
const PICTURES_WAIT_MS = 2000;

/** The pictures an announcement shows: its own image and those of its (cleaned) content. */
function picturesOf(announcement: UpstreamAnnouncement): string[] {
  return [announcement.image_url ?? '', ...imagesInHtml(announcement.content)].filter(Boolean);
}

/**
 * Whether the announcement's pictures have arrived (or failed, or `PICTURES_WAIT_MS` passed). The
 * popup opens then, not before: upstream HTML gives its pictures no height, so a popup opened
 * earlier grew and jumped up the screen as each one arrived.
 */
function usePicturesArrived(announcement: UpstreamAnnouncement | undefined): boolean {
  const [arrived, setArrived] = useState<UpstreamAnnouncement | undefined>(undefined);
  useEffect(() => {
    if (!announcement) return undefined;
    let waiting = true;
    const done = () => {
      if (waiting) setArrived(announcement);
      waiting = false;
    };
    const timer = setTimeout(done, PICTURES_WAIT_MS);
    const loads = picturesOf(announcement).map(
      (src) =>
        new Promise<void>((resolve) => {
          const img = new Image();
          img.onload = img.onerror = () => resolve();
          img.src = src;
        }),
    );
    void Promise.all(loads).then(done);
    return () => {
      waiting = false;
      clearTimeout(timer);
    };
  }, [announcement]);
  return announcement !== undefined && arrived === announcement;
}

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
  const next = seenBefore ? undefined : announcements[index];
  const arrived = usePicturesArrived(next);
  const current = ready && arrived ? next : undefined;
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
