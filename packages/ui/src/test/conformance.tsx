import { render } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';

/** What the helper passes in: spread these onto the component under test. */
export interface ConformanceProps {
  className?: string;
  classNames?: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component narrows its own ref type
  ref?: Ref<any>;
}

interface ConformanceOptions {
  render: (props: ConformanceProps) => ReactElement;
  /** Slots to check: each given class must land on an element. */
  slots?: readonly string[];
  /** Where the root element is: the default is the first child of the container. */
  root?: (container: HTMLElement) => Element | null;
  refElement?: typeof HTMLElement;
}

/** The styling API every component promises: className on the root, classNames per slot, a forwarded ref, no axe errors. */
export function itConformsToStylesApi(options: ConformanceOptions) {
  const findRoot = options.root ?? ((c: HTMLElement) => c.firstElementChild);

  it('merges className onto the root and keeps its own od- class', () => {
    const { container } = render(options.render({ className: 'host-class' }));
    const root = findRoot(container);
    expect(root).toHaveClass('host-class');
    expect([...(root?.classList ?? [])].some((c) => c.startsWith('od-'))).toBe(true);
  });

  if (options.slots?.length) {
    it(`puts classNames on each slot (${options.slots.join(', ')})`, () => {
      const classNames = Object.fromEntries(options.slots!.map((slot) => [slot, `slot-${slot}`]));
      render(options.render({ classNames }));
      for (const slot of options.slots!) {
        expect(document.body.querySelector(`.slot-${slot}`), `slot ${slot}`).not.toBeNull();
      }
    });
  }

  if (options.refElement) {
    it('forwards its ref to the root element', () => {
      const ref = createRef<HTMLElement>();
      render(options.render({ ref }));
      expect(ref.current).toBeInstanceOf(options.refElement!);
    });
  }

  it('has no structural accessibility violations', async () => {
    render(options.render({}));
    expect(await axeViolations()).toEqual([]);
  });
}
