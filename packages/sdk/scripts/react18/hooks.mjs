// Resolve hook for register.mjs: `react` and `react-dom` (and their subpaths) become the React 18 copies, resolved
// from this package so that every importer gets the same single copy.
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
