import { base, type IconProps } from './base';

/** Money coming in (deposit) or going out (withdraw): an arrow into or out of a tray. */
export const DepositIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M12 3v11M7 9l5 5 5-5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
  </svg>
);
