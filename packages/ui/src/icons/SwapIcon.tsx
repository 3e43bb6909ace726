import { base, type IconProps } from './base';

export const SwapIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M7 16V4M3 8l4-4 4 4M17 8v12M21 16l-4 4-4-4" />
  </svg>
);
