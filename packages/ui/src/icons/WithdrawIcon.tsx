import { base, type IconProps } from './base';

export const WithdrawIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M12 14V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
  </svg>
);
