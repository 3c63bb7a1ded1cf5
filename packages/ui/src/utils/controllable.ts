import { useState } from 'react';

/** A value that is either controlled by the caller (`value` given) or kept here, reporting each change. */
export function useControllableState<V>(value: V | undefined, initial: V, onChange?: (value: V) => void): [V, (value: V) => void] {
  const [state, setState] = useState(initial);
  const current = value !== undefined ? value : state;
  return [
    current,
    (next: V) => {
      if (value === undefined) setState(next);
      if (!Object.is(next, current)) onChange?.(next);
    },
  ];
}
