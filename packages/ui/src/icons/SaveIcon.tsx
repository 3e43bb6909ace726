import { base, type IconProps } from './base';

/** Saving a file to the device (a tray under a down arrow); `DownloadIcon` is an app's download. */
export const SaveIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </svg>
);
