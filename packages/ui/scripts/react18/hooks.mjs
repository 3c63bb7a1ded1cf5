// Resolve hook for scripts/react18/register.mjs: rewrites react and react-dom specifiers to the 18 copies.
const REACT = /^(react|react-dom)(\/.*)?$/;
let parentURL;

export function initialize(data) {
  parentURL = data.parentURL;
}

export function resolve(specifier, context, next) {
  const match = REACT.exec(specifier);
  if (match) return next(`${match[1]}-18${match[2] ?? ''}`, { ...context, parentURL });
  return next(specifier, context);
}
