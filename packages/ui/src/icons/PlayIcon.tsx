import { base, type IconProps } from './base';

export const PlayIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M7 5v14l12-7z" />
  </svg>
);
