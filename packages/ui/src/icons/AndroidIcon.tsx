import { base, type IconProps } from './base';

export const AndroidIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 16a7 7 0 0 1 14 0z" />
    <path d="M8 10.5 6.5 8M16 10.5 17.5 8" />
    <circle cx="9.5" cy="13" r="0.5" />
    <circle cx="14.5" cy="13" r="0.5" />
    <path d="M6 16v3a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-3" />
  </svg>
);
