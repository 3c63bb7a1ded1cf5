// The naming rule of every vanilla-extract compile of this package (tsup, vitest): `od-` and the hash, the same rule
// as @opsdeck/ui's, so every class the widgets emit carries the prefix a host can rely on (and never collides with
// @opsdeck/ui's: the hash covers the package name and file).
export function odIdentifier({ hash }: { hash: string }): string {
  return `od-${hash}`;
}
