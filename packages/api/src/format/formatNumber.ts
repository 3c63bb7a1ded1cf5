/** Fixed decimals without trailing zeros: 1.50 -> '1.5', 2.00 -> '2'. */
export function trimDecimals(value: number, maxDecimals: number): string {
  const fixed = value.toFixed(maxDecimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

export function isUsableNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
