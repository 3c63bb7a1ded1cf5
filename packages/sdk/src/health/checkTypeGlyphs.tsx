import type { ReactNode } from 'react';

// Line glyphs (16-unit grid, currentColor) for the common kinds of check, by icon name or type. Anything else shows
// as a two-letter monogram: a widget cannot ship every vendor's logo, and a host can draw its own icons.
const globe = (
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M2 8h12M8 2c1.8 1.8 2.6 3.8 2.6 6S9.8 12.2 8 14M8 2C6.2 3.8 5.4 5.8 5.4 8s.8 4.2 2.6 6" />
  </>
);
const database = (
  <>
    <ellipse cx="8" cy="3.8" rx="5" ry="1.8" />
    <path d="M3 3.8v8.4c0 1 2.2 1.8 5 1.8s5-.8 5-1.8V3.8M3 8c0 1 2.2 1.8 5 1.8s5-.8 5-1.8" />
  </>
);
const network = <path d="M5.5 2.5v3M10.5 2.5v3M4 5.5h8v2.5a4 4 0 0 1-8 0zM8 12v2" />;
const pulse = <path d="M1.5 8.5h3l1.75-4 3 8 1.75-4h3.5" />;
const signpost = <path d="M8 14V2M3 4h8l2 1.75L11 7.5H3zM13 9.5H5l-2 1.75L5 13h8z" />;
const cube = (
  <>
    <path d="M8 1.8l5.4 3.1v6.2L8 14.2l-5.4-3.1V4.9z" />
    <path d="M2.6 4.9L8 8l5.4-3.1M8 8v6.2" />
  </>
);
const flame = <path d="M8 14c2.6 0 4.3-1.7 4.3-4.1 0-2.5-2-3.7-2.4-6.4-1.3.9-2 2.2-2 3.6-.8-.6-1.2-1.6-1.2-2.6C5 5.8 3.7 7.6 3.7 9.9 3.7 12.3 5.4 14 8 14z" />;
const terminal = (
  <>
    <rect x="1.8" y="2.8" width="12.4" height="10.4" rx="1.5" />
    <path d="M4.5 6.5L6.5 8l-2 1.5M8 10h3.5" />
  </>
);
const bucket = <path d="M2.5 4.5h11l-1.3 8.3a1.5 1.5 0 0 1-1.5 1.2H5.3a1.5 1.5 0 0 1-1.5-1.2zM2.5 4.5C2.5 3.1 5 2 8 2s5.5 1.1 5.5 2.5" />;

const GLYPHS: Readonly<Record<string, ReactNode>> = {
  http: globe,
  https: globe,
  network: network,
  tcp: network,
  icmp: pulse,
  dns: signpost,
  postgres: database,
  mysql: database,
  mssql: database,
  mongodb: database,
  redis: database,
  sql: database,
  kubernetes: cube,
  pod: cube,
  prometheus: flame,
  console: terminal,
  exec: terminal,
  'aws-s3': bucket,
  s3: bucket,
};

/** The glyph of an icon name or type, or undefined when there is none. */
export function checkTypeGlyph(name: string): ReactNode | undefined {
  return GLYPHS[name.toLowerCase()];
}
