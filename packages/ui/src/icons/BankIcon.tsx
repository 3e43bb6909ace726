import { base, type IconProps } from './base';

export const BankIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M3 10 12 4l9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 21h18" />
  </svg>
);
