import { describe, expect, it } from 'vitest';
import {
  BADGE_PALETTES,
  BADGE_THEMES,
  badgeLabel,
  canaryBadgeStatus,
  checkBadgeStatus,
  escapeXml,
  notFoundBadge,
  renderBadge,
  textWidth,
  type BadgeStatus,
} from './badgeSvg';

/**
 * A small well-formedness check, enough for the markup the builder writes: tags nest and close, attribute values are
 * quoted, and no bare '<' or '&' is left in text or attributes.
 */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(svg))) {
    const between = svg.slice(last, match.index);
    expect(between).not.toMatch(/[<>]/);
    expect(between).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    for (const [, value] of match[3]!.matchAll(/="([^"]*)"/g)) expect(value).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
    last = tag.lastIndex;
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

const attr = (svg: string, name: string) => new RegExp(`<svg[^>]* ${name}="([^"]*)"`).exec(svg)?.[1];
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const fills = (svg: string) => [...svg.matchAll(/<rect[^>]* fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('renderBadge', () => {
  it('draws a name part and a status part, with the accessible name in aria-label and <title>', () => {
    const svg = renderBadge({ label: 'payments-api/healthz', status: 'healthy' });
    assertWellFormed(svg);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(attr(svg, 'role')).toBe('img');
    expect(attr(svg, 'aria-label')).toBe('payments-api/healthz: healthy');
    expect(svg).toContain('<title>payments-api/healthz: healthy</title>');
    // Each text twice (shadow and text), the name first.
    expect(texts(svg)).toEqual(['payments-api/healthz', 'payments-api/healthz', 'healthy', 'healthy']);
    expect(fills(svg)).toEqual([BADGE_PALETTES.light.label, BADGE_PALETTES.light.status.healthy]);
  });

  it('colours each status: green, red, orange for mixed, grey for unknown and not found', () => {
    const colour = (status: BadgeStatus) => fills(renderBadge({ label: 'x', status }))[1];
    expect(colour('healthy')).toBe('#1a7f37');
    expect(colour('unhealthy')).toBe('#cf222e');
    expect(colour('mixed')).toBe('#bc4c00');
    expect(colour('unknown')).toBe('#6e7781');
    expect(colour('not found')).toBe('#6e7781');
  });

  it('has a dark theme with its own palette and no sheen', () => {
    const light = renderBadge({ label: 'cdn', status: 'unhealthy' });
    const dark = renderBadge({ label: 'cdn', status: 'unhealthy', theme: 'dark' });
    assertWellFormed(dark);
    expect(fills(dark)).toEqual([BADGE_PALETTES.dark.label, BADGE_PALETTES.dark.status.unhealthy]);
    expect(fills(dark)).not.toEqual(fills(light));
    expect(dark).toContain('stop-opacity="0"');
    expect(attr(dark, 'width')).toBe(attr(light, 'width'));
  });

  it('keeps white text readable (WCAG AA 4.5:1) on every part of every theme', () => {
    for (const theme of BADGE_THEMES) {
      const palette = BADGE_PALETTES[theme];
      for (const colour of [palette.label, ...Object.values(palette.status)]) {
        expect({ theme, colour, ok: contrast(colour, '#ffffff') >= 4.5 }).toEqual({ theme, colour, ok: true });
      }
    }
  });

  it('computes the width from the texts: longer and wider letters make a wider badge', () => {
    const width = (label: string, status: BadgeStatus = 'healthy') => Number(attr(renderBadge({ label, status }), 'width'));
    expect(width('api')).toBeLessThan(width('payments-api'));
    expect(width('iiii')).toBeLessThan(width('MMMM'));
    expect(width('x', 'healthy')).toBeLessThan(width('x', 'unhealthy'));
    // Width = both texts plus 6 px on each side of each, and the viewBox agrees.
    const svg = renderBadge({ label: 'auth', status: 'mixed' });
    expect(Number(attr(svg, 'width'))).toBe(Math.ceil(textWidth('auth')) + Math.ceil(textWidth('mixed')) + 24);
    expect(attr(svg, 'viewBox')).toBe(`0 0 ${attr(svg, 'width')} 20`);
    // Every text is fitted to its computed width, so another font never overflows its part.
    expect(svg).toContain(`textLength="${textWidth('auth')}"`);
  });

  it('escapes every text: markup in a name stays text, in the content and in attributes', () => {
    const evil = `<script>alert("x")</script> & 'co'`;
    const svg = renderBadge({ label: evil, status: 'unknown' });
    assertWellFormed(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;');
    expect(attr(svg, 'aria-label')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;: unknown');
    // Ids are made from the content, never copied from it.
    expect(svg).toMatch(/id="odb-[0-9a-f]{8}-s"/);
  });

  it('replaces characters XML cannot hold, and folds whitespace to one line', () => {
    const svg = renderBadge({ label: 'a\u0000b\u001bc\ud800 d\n\te', status: 'healthy' });
    assertWellFormed(svg);
    expect(texts(svg)[0]).toBe('a\ufffdb\ufffdc\ufffd d e');
    expect(escapeXml('x\uffffy')).toBe('x\ufffdy');
    // A proper surrogate pair (an emoji) is kept.
    expect(escapeXml('ok \u{1F600}')).toBe('ok \u{1F600}');
  });

  it('cuts a name longer than 40 characters with an ellipsis, counting characters not UTF-16 units', () => {
    expect(badgeLabel('a'.repeat(40))).toBe('a'.repeat(40));
    expect(badgeLabel('a'.repeat(41))).toBe(`${'a'.repeat(39)}…`);
    expect([...badgeLabel('\u{1F600}'.repeat(50))]).toHaveLength(40);
    expect(textWidth('日本')).toBeGreaterThan(textWidth('ab'));
  });

  it('draws only the status when the name is empty', () => {
    const svg = renderBadge({ label: '   ', status: 'healthy' });
    assertWellFormed(svg);
    expect(texts(svg)).toEqual(['healthy', 'healthy']);
    expect(attr(svg, 'aria-label')).toBe('healthy');
  });

  it("says 'not found' in grey for an unpublished or unknown target", () => {
    const svg = notFoundBadge('dark');
    assertWellFormed(svg);
    expect(attr(svg, 'aria-label')).toBe('health: not found');
    expect(fills(svg)[1]).toBe(BADGE_PALETTES.dark.status['not found']);
  });
});

describe('badge statuses', () => {
  it('takes a check status as it is, anything else as unknown', () => {
    expect(checkBadgeStatus('healthy')).toBe('healthy');
    expect(checkBadgeStatus('unhealthy')).toBe('unhealthy');
    expect(checkBadgeStatus(null)).toBe('unknown');
    expect(checkBadgeStatus('')).toBe('unknown');
  });

  it("sums a canary's checks: all agree, mixed when they do not, unknown when none has a status", () => {
    expect(canaryBadgeStatus(3, 0)).toBe('healthy');
    expect(canaryBadgeStatus(0, 2)).toBe('unhealthy');
    expect(canaryBadgeStatus(4, 1)).toBe('mixed');
    expect(canaryBadgeStatus(0, 0)).toBe('unknown');
  });
});
