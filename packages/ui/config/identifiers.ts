// One naming rule for every vanilla-extract compile (tsup, vitest, Storybook), so class names match between the
// published CSS and the JS, and every class we emit carries the `od-` prefix.
export function odIdentifier({ hash }: { hash: string }): string {
  return `od-${hash}`;
}
