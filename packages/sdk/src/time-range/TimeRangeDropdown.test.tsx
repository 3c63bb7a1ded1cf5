import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TimeRangeValue } from '@opsdeck/api';
import { TestOpsdeckProvider } from '../testing';
import { TimeRangeDropdown, type TimeRangeDropdownProps } from './TimeRangeDropdown';
import { installScrollIntoView, useTestUrl } from './timeRangeTestSupport';

beforeAll(installScrollIntoView);

const LABELS = [
  '15 minutes', '1 hour', '2 hours', '3 hours', '6 hours', '12 hours', '1 day', '2 days', '3 days', '1 week', '2 weeks',
  '3 weeks', '1 month', '2 months', '3 months', '6 months', '1 year', '2 years', '3 years', '5 years',
];

function renderDropdown(props: TimeRangeDropdownProps = {}) {
  const onValueChange = vi.fn<(value: TimeRangeValue) => void>();
  const utils = render(
    <TestOpsdeckProvider>
      <TimeRangeDropdown onValueChange={onValueChange} {...props} />
    </TestOpsdeckProvider>,
  );
  return { ...utils, onValueChange };
}

const combobox = (name = 'Time Range') => screen.getByRole('combobox', { name });

describe('TimeRangeDropdown', () => {
  it('shows 1 hour by default under the label "Time Range", and lists 15 minutes to 5 years', async () => {
    const user = userEvent.setup();
    renderDropdown();
    expect(combobox()).toHaveTextContent('1 hour');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(LABELS);
    expect(within(listbox).getByRole('option', { name: '1 hour' })).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses a duration and shows it (uncontrolled)', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderDropdown({ defaultValue: '1d' });
    expect(combobox()).toHaveTextContent('1 day');
    await user.click(combobox());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '6 hours' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('6h');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveTextContent('6 hours');
    expect(combobox()).toHaveFocus();
  });

  it('only reports a choice when controlled', async () => {
    const user = userEvent.setup();
    const { onValueChange, rerender } = renderDropdown({ value: '2w' });
    await user.click(combobox());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '1 year' }));
    expect(onValueChange).toHaveBeenCalledWith('1y');
    expect(combobox()).toHaveTextContent('2 weeks');
    rerender(
      <TestOpsdeckProvider>
        <TimeRangeDropdown value="1y" />
      </TestOpsdeckProvider>,
    );
    expect(combobox()).toHaveTextContent('1 year');
  });

  it('is used with the keyboard only: arrows open and move, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderDropdown();
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await vi.waitFor(() => expect(listbox).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('3h');
    expect(combobox()).toHaveTextContent('3 hours');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('takes its accessible name from `label`, else from messages; option names from messages', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDropdown({ label: 'History window' });
    expect(combobox('History window')).toBeInTheDocument();
    unmount();
    render(
      <TestOpsdeckProvider messages={{ timeRangeDropdown: { label: 'Zeitraum', optionLabel: (v) => `~${v}` } }}>
        <TimeRangeDropdown />
      </TestOpsdeckProvider>,
    );
    expect(combobox('Zeitraum')).toHaveTextContent('~1h');
    await user.click(combobox('Zeitraum'));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('~15m');
  });

  it('keeps the duration in the URL parameter timeRange, with a prefix, and ignores an unknown one', async () => {
    const user = userEvent.setup();
    let params = new URLSearchParams();
    function Host({ initial }: { initial: string }) {
      const url = useTestUrl(initial);
      params = url.params;
      return <TimeRangeDropdown urlState={url} paramPrefix="cd." />;
    }
    const { unmount } = render(<Host initial="cd.timeRange=3mo&checkId=7" />);
    expect(combobox()).toHaveTextContent('3 months');
    await user.click(combobox());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2 days' }));
    expect(params.toString()).toBe('cd.timeRange=2d&checkId=7');
    unmount();
    render(<Host initial="cd.timeRange=forever" />);
    expect(combobox()).toHaveTextContent('1 hour');
  });
});
