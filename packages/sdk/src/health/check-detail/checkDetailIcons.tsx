import type { SVGProps } from 'react';

// A few line icons of our own (24-unit grid, currentColor), decorative: the text next to them carries the meaning.
type IconProps = SVGProps<SVGSVGElement>;

// The size is set inline too: a host's `svg { width: ... }` rule would beat the attributes.
function Icon({ children, style, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} style={{ width: 16, height: 16, ...style }} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function PulseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 12h4l2-6 4 12 2-6h6" />
    </Icon>
  );
}

export function PassIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

export function FailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </Icon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 5v14l12-7z" />
    </Icon>
  );
}

export function EditIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
    </Icon>
  );
}
