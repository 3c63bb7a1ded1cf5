import { cloneElement, isValidElement, version, type ReactElement, type ReactNode, type Ref } from 'react';
import { composeRefs } from './refs';

export { composeRefs };

type AnyProps = Record<string, unknown>;

/** The ref set on an element: a prop since React 19, a field of the element before. */
function elementRef(element: ReactElement): Ref<unknown> | undefined {
  return Number.parseInt(version, 10) >= 19 ? (element.props as { ref?: Ref<unknown> }).ref : (element as unknown as { ref?: Ref<unknown> }).ref;
}

/**
 * `asChild`: our behaviour on the caller's single element instead of our own tag. The child's props win, except that
 * handlers run both (the child's first), classes and descriptions are joined, styles merged and refs composed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any element type's ref
export function slot(children: ReactNode, props: AnyProps & { ref?: Ref<any> }): ReactElement | null {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const own = child.props;
  const merged: AnyProps = { ...props, ...own };
  for (const key of Object.keys(props)) {
    const ours = props[key];
    const theirs = own[key];
    if (theirs === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (theirs as (...a: unknown[]) => void)(...args);
        (ours as (...a: unknown[]) => void)(...args);
      };
    } else if (key === 'className' || key === 'aria-describedby') merged[key] = [ours, theirs].filter(Boolean).join(' ');
    else if (key === 'style') merged[key] = { ...(ours as object), ...(theirs as object) };
  }
  merged.ref = composeRefs(props.ref as Ref<unknown>, elementRef(child));
  return cloneElement(child, merged);
}
