import { base, type IconProps } from './base';

export const SuccessIcon = (p: IconProps) => (
  <svg {...base(p)} viewBox="0 0 48 48" stroke="var(--color-success)">
    <circle cx="24" cy="24" r="21" />
    <path d="m14 25 7 7 13-15" />
  </svg>
);
