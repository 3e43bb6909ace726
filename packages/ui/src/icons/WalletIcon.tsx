import { base, type IconProps } from './base';

export const WalletIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="2" y="6" width="20" height="14" rx="2" />
    <path d="M16 13h2M2 10h20M6 6l10-3 1 3" />
  </svg>
);
