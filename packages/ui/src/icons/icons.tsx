import type { SVGProps } from 'react';

// A handful of 16px stroke icons drawn inline so no icon library (and no network) is needed. Decorative by default.
type IconProps = SVGProps<SVGSVGElement>;

// The size is set inline as well as by attribute: a host's `svg { width: ... }` rule would beat the attributes.
function Icon({ children, width = 16, height = 16, style, ...props }: IconProps) {
  return (
    <svg
      width={width}
      height={height}
      style={{ width, height, ...style }}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => <Icon {...p}><path d="M4 4l8 8M12 4l-8 8" /></Icon>;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p}><path d="M4 6l4 4 4-4" /></Icon>;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="M10 4L6 8l4 4" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="M6 4l4 4-4 4" /></Icon>;
export const CheckIcon = (p: IconProps) => <Icon {...p}><path d="M3.5 8.5l3 3 6-7" /></Icon>;
export const ExpandIcon = (p: IconProps) => <Icon {...p}><path d="M9.5 2.5h4v4M6.5 13.5h-4v-4M13.5 2.5L9 7M2.5 13.5L7 9" /></Icon>;
export const CollapseIcon = (p: IconProps) => <Icon {...p}><path d="M13 7H9V3M3 9h4v4M9 7l4.5-4.5M7 9l-4.5 4.5" /></Icon>;
export const SortAscIcon = (p: IconProps) => <Icon {...p}><path d="M8 13V3M4.5 6.5L8 3l3.5 3.5" /></Icon>;
export const SortDescIcon = (p: IconProps) => <Icon {...p}><path d="M8 3v10M4.5 9.5L8 13l3.5-3.5" /></Icon>;
export const SortNoneIcon = (p: IconProps) => <Icon {...p}><path d="M5 6l3-3 3 3M5 10l3 3 3-3" /></Icon>;
export const SearchIcon = (p: IconProps) => <Icon {...p}><circle cx="7" cy="7" r="4.5" /><path d="M10.5 10.5L14 14" /></Icon>;
export const AlertIcon = (p: IconProps) => <Icon {...p}><circle cx="8" cy="8" r="6.5" /><path d="M8 4.5v4M8 11.2v.1" /></Icon>;
export const InboxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 9.5l1.8-6h8.4l1.8 6v3.5H2z" />
    <path d="M2 9.5h3.5l1 1.5h3l1-1.5H14" />
  </Icon>
);
