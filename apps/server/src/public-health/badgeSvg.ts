import crypto from 'node:crypto';

/**
 * Status badges as SVG, in the flat style READMEs and wikis are used to: a grey left part with a name, a coloured
 * right part with the status. Pure: text in, markup out, so it is tested without a server.
 */

export const BADGE_STATUSES = ['healthy', 'unhealthy', 'mixed', 'unknown', 'not found'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

export const BADGE_THEMES = ['light', 'dark'] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];

/** Longest left text, in characters: a longer name is cut with an ellipsis. */
export const MAX_LABEL_CHARS = 40;

interface Palette {
  label: string;
  status: Record<BadgeStatus, string>;
  /** Opacity of the light sheen over the badge: none on dark pages, where it reads as a glare. */
  sheen: number;
}

/**
 * White text must stay readable on every part (WCAG AA, 4.5:1; the unit tests check it), which rules out the
 * brighter greens and oranges badges often use. The dark theme is dimmer, to sit on dark pages without glaring.
 */
export const BADGE_PALETTES: Record<BadgeTheme, Palette> = {
  light: {
    label: '#555555',
    status: { healthy: '#1a7f37', unhealthy: '#cf222e', mixed: '#bc4c00', unknown: '#6e7781', 'not found': '#6e7781' },
    sheen: 0.1,
  },
  dark: {
    label: '#30363d',
    status: { healthy: '#196c2e', unhealthy: '#b62324', mixed: '#9b4200', unknown: '#4f5761', 'not found': '#4f5761' },
    sheen: 0,
  },
};

const HEIGHT = 20;
/** Space on each side of a text. */
const PADDING = 6;
const FONT = 'Verdana,Geneva,DejaVu Sans,sans-serif';

/**
 * Advance widths of printable ASCII in Verdana at 11 px (the font the badge asks for first), from the font's metrics,
 * rounded to a tenth of a pixel. Index 0 is the space (U+0020). Other fonts differ a little: every text also carries
 * textLength, so the renderer fits it to the width computed here and nothing overflows its part.
 */
const ASCII_WIDTHS = [
  3.9, 4.3, 5.1, 9.0, 7.0, 11.9, 8.0, 3.0, 5.0, 5.0, 7.0, 9.0, 4.0, 5.0, 4.0, 5.0, // space ! " # $ % & ' ( ) * + , - . /
  7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 5.0, 5.0, 9.0, 9.0, 9.0, 6.0, // 0-9 : ; < = > ?
  11.0, 7.5, 7.5, 7.7, 8.5, 7.0, 6.3, 8.5, 8.3, 4.6, 5.0, 7.6, 6.1, 9.3, 8.2, 8.7, // @ A-O
  6.6, 8.7, 7.6, 7.5, 6.8, 8.0, 7.5, 10.8, 7.5, 6.8, 7.5, 5.0, 5.0, 5.0, 9.0, 7.0, // P-Z [ \ ] ^ _
  7.0, 6.6, 6.9, 5.7, 6.9, 6.6, 3.9, 6.9, 7.0, 3.0, 3.8, 6.5, 3.0, 10.7, 7.0, 6.7, // ` a-o
  6.9, 6.9, 4.7, 5.7, 4.3, 7.0, 6.5, 9.0, 6.5, 6.5, 5.6, 7.0, 5.0, 7.0, 9.0, // p-z { | } ~
];
/** Letters beyond ASCII: about an uppercase letter; wide scripts (CJK, Hangul, full-width forms, emoji) more. */
const OTHER_WIDTH = 7.5;
const WIDE_WIDTH = 12;
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], [0x2e80, 0xa4cf], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff60],
  [0x1f300, 0x1faff], [0x20000, 0x3fffd],
];

function charWidth(codePoint: number): number {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return ASCII_WIDTHS[codePoint - 0x20]!;
  return WIDE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? WIDE_WIDTH : OTHER_WIDTH;
}

/** Width in pixels of a text in the badge's font, one decimal. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch.codePointAt(0)!);
  return Math.round(width * 10) / 10;
}

/**
 * Characters XML 1.0 does not allow at all (most C0 controls, U+FFFE/U+FFFF, unpaired surrogates): escaping cannot
 * save them, so they become U+FFFD and the document stays well-formed.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe in XML content and in a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One line of at most MAX_LABEL_CHARS characters: whitespace runs become one space, longer text ends in '…'. */
export function badgeLabel(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= MAX_LABEL_CHARS) return chars.join('');
  return `${chars.slice(0, MAX_LABEL_CHARS - 1).join('').trimEnd()}…`;
}

export interface BadgeInput {
  /** Left text: the check or canary name, or the caller's label. */
  label: string;
  status: BadgeStatus;
  theme?: BadgeTheme;
}

/** The badge: `<svg role="img" aria-label="name: status">` with a `<title>` saying the same, width from the texts. */
export function renderBadge({ label, status, theme = 'light' }: BadgeInput): string {
  const palette = BADGE_PALETTES[theme];
  const left = badgeLabel(label);
  const leftText = textWidth(left);
  const rightText = textWidth(status);
  // A name that is all whitespace leaves only the status part.
  const leftWidth = left ? Math.ceil(leftText) + 2 * PADDING : 0;
  const rightWidth = Math.ceil(rightText) + 2 * PADDING;
  const width = leftWidth + rightWidth;
  const title = escapeXml(left ? `${left}: ${status}` : status);
  // Ids from the content: two different badges inlined in one page never share a gradient or clip path.
  const id = `odb-${crypto.createHash('sha1').update(`${theme}\n${left}\n${status}`).digest('hex').slice(0, 8)}`;
  // Each text twice: a faint shadow a pixel lower, then the text. The group is hidden from assistive technology, which
  // reads the svg's aria-label instead.
  const text = (content: string, center: number, length: number) => {
    const x = center.toFixed(1);
    const body = escapeXml(content);
    return (
      `<text x="${x}" y="15" fill="#010101" fill-opacity=".3" textLength="${length}" lengthAdjust="spacing">${body}</text>` +
      `<text x="${x}" y="14" textLength="${length}" lengthAdjust="spacing">${body}</text>`
    );
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<linearGradient id="${id}-s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity="${palette.sheen}"/><stop offset="1" stop-opacity="${palette.sheen}"/></linearGradient>`,
    `<clipPath id="${id}-r"><rect width="${width}" height="${HEIGHT}" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#${id}-r)">`,
    left ? `<rect width="${leftWidth}" height="${HEIGHT}" fill="${palette.label}"/>` : '',
    `<rect x="${leftWidth}" width="${rightWidth}" height="${HEIGHT}" fill="${palette.status[status]}"/>`,
    `<rect width="${width}" height="${HEIGHT}" fill="url(#${id}-s)"/>`,
    '</g>',
    `<g fill="#fff" text-anchor="middle" font-family="${FONT}" font-size="11" text-rendering="geometricPrecision" aria-hidden="true">`,
    left ? text(left, leftWidth / 2, leftText) : '',
    text(status, leftWidth + rightWidth / 2, rightText),
    '</g>',
    '</svg>',
  ].join('');
}

/** What an unpublished or unknown check or canary answers: an image still, so the page shows why. */
export function notFoundBadge(theme: BadgeTheme = 'light', label = 'health'): string {
  return renderBadge({ label, status: 'not found', theme });
}

/** A canary's status from its checks' statuses: all agree, or 'mixed'; 'unknown' when none has one yet. */
export function canaryBadgeStatus(healthy: number, unhealthy: number): BadgeStatus {
  if (healthy === 0 && unhealthy === 0) return 'unknown';
  if (unhealthy === 0) return 'healthy';
  if (healthy === 0) return 'unhealthy';
  return 'mixed';
}

/** A check's status column as a badge status: anything but healthy or unhealthy is not known yet. */
export function checkBadgeStatus(status: string | null): BadgeStatus {
  return status === 'healthy' || status === 'unhealthy' ? status : 'unknown';
}
