/** Byte sizes by powers of 1024 from B to YB (spec 001 section 9): '512 B', '1.5 KB', '2 GB'. */
import { isUsableNumber, trimDecimals } from './formatNumber';

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export function formatBytes(bytes: number | null | undefined, maxDecimals = 1): string {
  if (!isUsableNumber(bytes)) return '';
  const size = Math.abs(bytes);
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && size >= 1024 ** (unit + 1)) unit++;
  let value = size / 1024 ** unit;
  // 1023.96 KB rounds to '1024 KB': show it as the next unit instead.
  if (unit < BYTE_UNITS.length - 1 && Number(value.toFixed(maxDecimals)) >= 1024) {
    unit++;
    value = size / 1024 ** unit;
  }
  const text = unit === 0 ? String(Math.round(value)) : trimDecimals(value, maxDecimals);
  return `${bytes < 0 ? '-' : ''}${text} ${BYTE_UNITS[unit]}`;
}
