import type { SVGProps } from 'react';

// The console's own stroke icons, drawn on a 16-unit grid so they sit with @opsdeck/ui's. Decorative: the control
// that holds one carries the accessible name.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 16, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
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

/** A cog outline with `teeth` flat-topped teeth, computed rather than hand-typed. */
function cogPath(teeth: number, outer: number, inner: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners = [
      [inner, a - step * 0.5],
      [inner, a - step * 0.28],
      [outer, a - step * 0.17],
      [outer, a + step * 0.17],
      [inner, a + step * 0.28],
    ] as const;
    for (const [r, angle] of corners) points.push(`${(8 + r * Math.cos(angle)).toFixed(2)} ${(8 + r * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}
const COG = cogPath(8, 6.6, 5.1);

export const SettingsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={COG} />
    <circle cx="8" cy="8" r="2" />
  </Icon>
);
export const FlagIcon = (p: IconProps) => <Icon {...p}><path d="M3.5 14.5V2M3.5 2.5h8.5l-2 3.25 2 3.25H3.5" /></Icon>;
export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 10.8V7.2a4 4 0 0 1 8 0v3.6l1.3 1.7H2.7z" />
    <path d="M6.6 14.2a1.5 1.5 0 0 0 2.8 0" />
  </Icon>
);
export const HelpIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M6.2 6.3a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.4M8 11.4v.1" />
  </Icon>
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="5.5" r="2.7" />
    <path d="M2.8 14c.7-2.6 2.7-4.1 5.2-4.1s4.5 1.5 5.2 4.1" />
  </Icon>
);
export const SlidersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 4.5h5M11 4.5h2.5M2.5 11.5h2M8.5 11.5h5" />
    <circle cx="9.2" cy="4.5" r="1.7" />
    <circle cx="6.3" cy="11.5" r="1.7" />
  </Icon>
);
export const SidebarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="2.5" width="12" height="11" rx="2" />
    <path d="M6.3 2.5v11" />
  </Icon>
);
export const ChevronDownIcon = (p: IconProps) => <Icon {...p}><path d="M4.5 6.25L8 9.75l3.5-3.5" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="M6.25 4.5L9.75 8l-3.5 3.5" /></Icon>;
export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="8" r="2.8" />
    <path d="M8 1.5v1.3M8 13.2v1.3M1.5 8h1.3M13.2 8h1.3M3.4 3.4l.9.9M11.7 11.7l.9.9M3.4 12.6l.9-.9M11.7 4.3l.9-.9" />
  </Icon>
);
export const MoonIcon = (p: IconProps) => <Icon {...p}><path d="M13.2 9.6A5.6 5.6 0 0 1 6.4 2.8a5.6 5.6 0 1 0 6.8 6.8z" /></Icon>;
export const MonitorIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="1.8" y="2.5" width="12.4" height="8.5" rx="1.5" />
    <path d="M5.5 14h5M8 11v3" />
  </Icon>
);
export const RefreshIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13.2 8a5.2 5.2 0 1 1-1.6-3.75" />
    <path d="M13.3 2.3v2.9h-2.9" />
  </Icon>
);
export const SignOutIcon = (p: IconProps) => <Icon {...p}><path d="M6.5 2.5H3.5v11h3M10 5l3 3-3 3M13 8H6.5" /></Icon>;
export const DownloadIcon = (p: IconProps) => <Icon {...p}><path d="M8 2.5v8M4.75 7.25L8 10.5l3.25-3.25M3 13.5h10" /></Icon>;
export const ExternalIcon = (p: IconProps) => <Icon {...p}><path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M12 9.5v4H2.5V4h4" /></Icon>;
export const BookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 3.2c1.8-.6 3.8-.4 5.5.8 1.7-1.2 3.7-1.4 5.5-.8v9.6c-1.8-.6-3.8-.4-5.5.8-1.7-1.2-3.7-1.4-5.5-.8z" />
    <path d="M8 4v9.6" />
  </Icon>
);
export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.2 7V5.2a2.8 2.8 0 0 1 5.6 0V7" />
  </Icon>
);

/** The Opsdeck mark: a pulse line on the accent tile. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill="var(--od-color-accent)" />
      <path
        d="M5 15h4l2.5-6 4 11 2.5-5H23"
        fill="none"
        stroke="var(--od-color-accent-text)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A heartbeat: the health page. */
export const PulseIcon = (p: IconProps) => <Icon {...p}><path d="M1.5 8.5h3l1.75-4 3 8 1.75-4h3.5" /></Icon>;
/** A globe: what is published to the public view. */
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="8" r="6" />
    <path d="M2 8h12M8 2c1.7 1.7 2.5 3.7 2.5 6S9.7 12.3 8 14M8 2C6.3 3.7 5.5 5.7 5.5 8s.8 4.3 2.5 6" />
  </Icon>
);

/** A warning triangle: the incidents page. */
export const IncidentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 2.2L14.3 13.3H1.7z" />
    <path d="M8 6.6v3M8 11.5v.1" />
  </Icon>
);

export type NavIconName = 'flag' | 'settings' | 'health' | 'globe' | 'incidents';
export const NAV_ICONS: Record<NavIconName, (p: IconProps) => React.JSX.Element> = {
  flag: FlagIcon,
  settings: SettingsIcon,
  health: PulseIcon,
  globe: GlobeIcon,
  incidents: IncidentIcon,
};
