import { base, type IconProps } from './base';

export const ErrorIcon = (p: IconProps) => (
  <svg {...base(p)} viewBox="0 0 48 48" stroke="var(--color-danger)">
    <circle cx="24" cy="24" r="21" />
    <path d="M17 17l14 14M31 17 17 31" />
  </svg>
);
