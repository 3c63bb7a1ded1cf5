import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_TIME_RANGES, resolveTimeRange, timeRangeFromParams, type TimeRange } from '@opsdeck/api';
import { TestOpsdeckProvider } from '../testing';
import { DEFAULT_RECENT_STORAGE_KEY } from './recentRanges';
import { TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker';
import { memoryStorage, useTestUrl } from './timeRangeTestSupport';

const UTC = 'UTC';

function renderPicker(props: TimeRangePickerProps = {}) {
  const onValueChange = vi.fn<(value: TimeRange) => void>();
  const utils = render(
    <TestOpsdeckProvider>
      <TimeRangePicker timeZone={UTC} onValueChange={onValueChange} {...props} />
    </TestOpsdeckProvider>,
  );
  return { ...utils, onValueChange };
}

const trigger = () => screen.getByRole('button', { name: /^Time range:/ });

/** Opens the popover with a click and waits for its lazy chunk. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  return screen.findByRole('dialog', { name: 'Choose a time range' });
}

async function openTab(user: ReturnType<typeof userEvent.setup>, tab: 'Absolute' | 'Relative' | 'Quick ranges') {
  const dialog = await open(user);
  await user.click(within(dialog).getByRole('tab', { name: tab }));
  return dialog;
}

/** Fills the datetime-local inputs (jsdom keeps only complete values, as a browser's picker does). */
function fill(dialog: HTMLElement, from: string, to: string) {
  if (from) fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: from } });
  if (to) fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: to } });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('TimeRangePicker trigger', () => {
  it('shows "Indefinitely" with no range, the option name, or "<from> - <to>" formatted YYYY-MM-DD HH:mm', () => {
    const { rerender } = render(<TimeRangePicker timeZone={UTC} />);
    expect(trigger()).toHaveTextContent('Indefinitely');
    expect(trigger()).toHaveAccessibleName('Time range: Indefinitely');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    rerender(<TimeRangePicker timeZone={UTC} value={{ type: 'relative', display: '6 hours', range: 'now-6h' }} />);
    expect(trigger()).toHaveTextContent('6 hours');
    rerender(<TimeRangePicker timeZone={UTC} value={{ type: 'mapped', display: 'Previous week' }} />);
    expect(trigger()).toHaveTextContent('Previous week');
    const absolute: TimeRange = { type: 'absolute', display: 'Custom', from: '2026-05-01T08:05:00.000Z', to: '2026-05-02T17:30:59.000Z' };
    rerender(<TimeRangePicker timeZone={UTC} value={absolute} />);
    expect(trigger()).toHaveTextContent('2026-05-01 08:05 - 2026-05-02 17:30');
    rerender(<TimeRangePicker timeZone="Asia/Kolkata" value={absolute} />);
    expect(trigger()).toHaveTextContent('2026-05-01 13:35 - 2026-05-02 23:00');
  });
});

describe('choosing a range', () => {
  it('chooses a relative range, closes, shows it and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    const dialog = await open(user);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('tab', { name: 'Relative' })).toHaveAttribute('aria-selected', 'true');
    const list = within(dialog).getByRole('listbox', { name: 'Relative time ranges' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5 minutes', '15 minutes', '30 minutes', '1 hour', '3 hours', '6 hours', '12 hours', '24 hours',
      '2 days', '7 days', '30 days', '90 days', '6 months', '1 year', '2 years', '5 years',
    ]);
    await user.click(within(list).getByRole('option', { name: '15 minutes' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ type: 'relative', display: '15 minutes', range: 'now-15m' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveTextContent('15 minutes');
    expect(trigger()).toHaveFocus();
  });

  it('lists the future ranges only when asked, "Indefinitely" first', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPicker();
    let dialog = await open(user);
    expect(within(dialog).queryByRole('listbox', { name: 'Future time ranges' })).toBeNull();
    unmount();

    const { onValueChange } = renderPicker({ showFutureRanges: true, defaultValue: { type: 'relative', display: '1 hour', range: 'now-1h' } });
    dialog = await open(user);
    const future = within(dialog).getByRole('listbox', { name: 'Future time ranges' });
    const options = within(future).getAllByRole('option');
    expect(options).toHaveLength(17);
    expect(options[0]).toHaveTextContent('Indefinitely');
    expect(options[16]).toHaveTextContent('5 years');
    await user.click(options[0]!);
    expect(onValueChange).toHaveBeenLastCalledWith({ type: 'relative', display: 'Indefinitely', range: 'indefinitely' });
    expect(trigger()).toHaveTextContent('Indefinitely');
  });

  it('chooses a quick range with its date math, which resolves to a non-empty window', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    const dialog = await openTab(user, 'Quick ranges');
    const list = within(dialog).getByRole('listbox', { name: 'Other quick ranges' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(QUICK_TIME_RANGES.map((q) => q.display));
    await user.click(within(list).getByRole('option', { name: 'Yesterday' }));
    const value = onValueChange.mock.calls[0]![0];
    expect(value).toEqual({ type: 'mapped', display: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' });
    const now = new Date('2026-05-14T10:37:12.345Z');
    const { from, to } = resolveTimeRange(value, now, { timeZone: UTC });
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-05-13T00:00:00.000Z', '2026-05-13T23:59:59.999Z']);
    expect(trigger()).toHaveTextContent('Yesterday');
  });

  it('opens on the tab of the current range, with that range selected', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: { type: 'mapped', display: 'This month so far' } });
    const dialog = await open(user);
    expect(within(dialog).getByRole('tab', { name: 'Quick ranges' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('option', { name: 'This month so far' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('absolute ranges', () => {
  it('keeps Submit disabled until From and To are both set and in order, with an inline error', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    const dialog = await openTab(user, 'Absolute');
    expect(within(dialog).getByRole('heading', { name: 'Absolute time range' })).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fill(dialog, '2026-05-01T08:00', '');
    expect(submit).toBeDisabled();
    fill(dialog, '', '2026-04-30T08:00');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('From must not be later than To');
    expect(within(dialog).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    fill(dialog, '', '2026-05-01T08:00'); // equal ends are allowed
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(submit).toBeEnabled();
    fill(dialog, '', '2026-05-02T09:30');
    await user.click(submit);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({
      type: 'absolute',
      display: 'Custom',
      from: '2026-05-01T08:00:00.000Z',
      to: '2026-05-02T09:30:00.000Z',
    });
    expect(trigger()).toHaveTextContent('2026-05-01 08:00 - 2026-05-02 09:30');
  });

  it('reads the typed dates in the picker zone', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker({ timeZone: 'America/New_York' });
    const dialog = await openTab(user, 'Absolute');
    fill(dialog, '2026-01-10T09:00', '2026-01-10T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ from: '2026-01-10T14:00:00.000Z', to: '2026-01-10T22:00:00.000Z' }),
    );
    expect(trigger()).toHaveTextContent('2026-01-10 09:00 - 2026-01-10 17:00');
  });

  it('fills the inputs from the current absolute range; Clear (title "Clear Time Range") empties them', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: { type: 'absolute', from: '2026-05-01T08:00:00.000Z', to: '2026-05-02T09:30:00.000Z' } });
    const dialog = await open(user);
    expect(within(dialog).getByRole('tab', { name: 'Absolute' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-05-01T08:00');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-05-02T09:30');
    const clear = within(dialog).getByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('title', 'Clear Time Range');
    await user.click(clear);
    expect(within(dialog).getByLabelText('From')).toHaveValue('');
    expect(within(dialog).getByLabelText('To')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('recently used absolute ranges', () => {
  const submitRange = async (user: ReturnType<typeof userEvent.setup>, day: number) => {
    const dialog = await openTab(user, 'Absolute');
    fill(dialog, `2026-05-0${day}T00:00`, `2026-05-0${day}T12:00`);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  };
  const recentList = async (user: ReturnType<typeof userEvent.setup>) => {
    const dialog = await openTab(user, 'Absolute');
    return within(dialog).getByRole('listbox', { name: 'Recently used absolute ranges' });
  };

  it('keeps the last five submitted, newest first, without duplicates, across a remount', async () => {
    const user = userEvent.setup();
    const first = renderPicker();
    for (const day of [1, 2, 3, 4, 5, 6, 4]) await submitRange(user, day);
    let list = await recentList(user);
    const expected = [4, 6, 5, 3, 2].map((d) => `2026-05-0${d} 00:00 - 2026-05-0${d} 12:00`);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(expected);
    first.unmount();

    const { onValueChange } = renderPicker();
    list = await recentList(user);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(expected);
    await user.click(within(list).getByRole('option', { name: expected[3] }));
    expect(onValueChange).toHaveBeenCalledWith({
      type: 'absolute',
      display: 'Custom',
      from: '2026-05-03T00:00:00.000Z',
      to: '2026-05-03T12:00:00.000Z',
    });
    expect(JSON.parse(window.localStorage.getItem(DEFAULT_RECENT_STORAGE_KEY)!).map((r: { from: string }) => r.from)).toEqual(
      [3, 4, 6, 5, 2].map((d) => `2026-05-0${d}T00:00:00.000Z`),
    );
  });

  it('shows no list before a range was submitted, and ignores stored entries it cannot read', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      DEFAULT_RECENT_STORAGE_KEY,
      JSON.stringify([{ type: 'absolute', from: 'yesterday', to: 'today' }, { type: 'relative', range: 'now-1h' }, 'x']),
    );
    renderPicker();
    const dialog = await openTab(user, 'Absolute');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(within(dialog).queryByText('Recently used absolute ranges')).toBeNull();
  });

  it('works where storage throws (private mode, sandboxed iframes): the list lasts for the page', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    await submitRange(user, 1);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(memoryStorage({ throws: true }));
    await submitRange(user, 2);
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('uses its own storage key when given one', async () => {
    const user = userEvent.setup();
    renderPicker({ recentStorageKey: 'jobs.recent' });
    await submitRange(user, 1);
    expect(window.localStorage.getItem('jobs.recent')).toContain('2026-05-01T00:00:00.000Z');
    expect(window.localStorage.getItem(DEFAULT_RECENT_STORAGE_KEY)).toBeNull();
  });
});

describe('URL state', () => {
  function UrlHost({ initial = '', prefix, onParams }: { initial?: string; prefix?: string; onParams: (p: URLSearchParams) => void }) {
    const url = useTestUrl(initial);
    onParams(url.params);
    return <TimeRangePicker timeZone={UTC} urlState={url} paramPrefix={prefix} />;
  }

  it('writes each kind of range to the parameters (others kept) and reads it back after a remount', async () => {
    const user = userEvent.setup();
    let params = new URLSearchParams();
    const first = render(<UrlHost initial="tab=jobs&p.duration=1h" prefix="p." onParams={(p) => (params = p)} />);

    let dialog = await open(user);
    await user.click(within(dialog).getByRole('option', { name: '30 days' }));
    expect(Object.fromEntries(params)).toEqual({ tab: 'jobs', 'p.rangeType': 'relative', 'p.display': '30 days', 'p.range': 'now-30d' });

    dialog = await openTab(user, 'Quick ranges');
    await user.click(within(dialog).getByRole('option', { name: 'Previous month' }));
    expect(Object.fromEntries(params)).toEqual({ tab: 'jobs', 'p.rangeType': 'mapped', 'p.display': 'Previous month', 'p.timeRange': 'Previous month' });

    dialog = await openTab(user, 'Absolute');
    fill(dialog, '2026-05-01T08:00', '2026-05-02T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(Object.fromEntries(params)).toEqual({
      tab: 'jobs',
      'p.rangeType': 'absolute',
      'p.display': 'Custom',
      'p.from': '2026-05-01T08:00:00.000Z',
      'p.to': '2026-05-02T09:30:00.000Z',
    });
    expect(timeRangeFromParams(params, 'p.')).toEqual({
      type: 'absolute',
      display: 'Custom',
      from: '2026-05-01T08:00:00.000Z',
      to: '2026-05-02T09:30:00.000Z',
    });
    first.unmount();

    render(<UrlHost initial={params.toString()} prefix="p." onParams={() => undefined} />);
    expect(trigger()).toHaveTextContent('2026-05-01 08:00 - 2026-05-02 09:30');
  });

  it('follows the URL when the host changes it (back/forward), and falls back to the default on a broken URL', async () => {
    let setUrl: (next: string) => void = () => undefined;
    function Host() {
      const [search, setSearch] = useState('rangeType=mapped&timeRange=Today');
      setUrl = setSearch;
      return (
        <TimeRangePicker
          timeZone={UTC}
          defaultValue={{ type: 'relative', display: '1 hour', range: 'now-1h' }}
          urlState={{ params: new URLSearchParams(search), setParams: (next) => setSearch(next.toString()) }}
        />
      );
    }
    render(<Host />);
    expect(trigger()).toHaveTextContent('Today');
    act(() => setUrl('rangeType=relative&display=7%20days&range=now-7d'));
    expect(trigger()).toHaveTextContent('7 days');
    act(() => setUrl('rangeType=mapped&timeRange=Next%20Tuesday'));
    expect(trigger()).toHaveTextContent('1 hour');
    act(() => setUrl('rangeType=relative&range=now-%3F'));
    expect(trigger()).toHaveTextContent('1 hour');
    act(() => setUrl('rangeType=absolute&from=2026-05-01'));
    expect(trigger()).toHaveTextContent('1 hour');
  });
});

describe('controlled', () => {
  it('reports a choice but shows only what the parent passes', async () => {
    const user = userEvent.setup();
    const value: TimeRange = { type: 'relative', display: '1 hour', range: 'now-1h' };
    const { onValueChange, rerender } = renderPicker({ value });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('option', { name: '2 days' }));
    expect(onValueChange).toHaveBeenCalledWith({ type: 'relative', display: '2 days', range: 'now-2d' });
    expect(trigger()).toHaveTextContent('1 hour');
    rerender(
      <TestOpsdeckProvider>
        <TimeRangePicker timeZone={UTC} value={null} />
      </TestOpsdeckProvider>,
    );
    expect(trigger()).toHaveTextContent('Indefinitely');
  });

  it('does not write the URL when controlled: the parent owns the range', async () => {
    const user = userEvent.setup();
    const setParams = vi.fn();
    renderPicker({ value: null, urlState: { params: new URLSearchParams('rangeType=mapped&timeRange=Today'), setParams } });
    expect(trigger()).toHaveTextContent('Indefinitely');
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('option', { name: '5 minutes' }));
    expect(setParams).not.toHaveBeenCalled();
  });
});

describe('keyboard only', () => {
  it('opens with Enter, moves between tabs and options with arrows, chooses with Enter, returns focus', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Relative' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Quick ranges' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Quick ranges' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    const list = within(dialog).getByRole('listbox', { name: 'Other quick ranges' });
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'Yesterday' }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'This day last week' }).id);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ type: 'mapped', display: 'This day last week' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('This day last week');
  });

  it('wraps with the arrows, jumps with Home and End, chooses with Space', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    trigger().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.tab();
    const list = within(dialog).getByRole('listbox', { name: 'Relative time ranges' });
    expect(list).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: '5 years' }).id);
    await user.keyboard('{Home}{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: '15 minutes' }).id);
    await user.keyboard('{End}{ArrowUp}[Space]');
    expect(onValueChange).toHaveBeenCalledWith({ type: 'relative', display: '2 years', range: 'now-2y' });
  });

  it('closes with Escape and gives focus back to the trigger; submits an absolute range from the keyboard', async () => {
    const user = userEvent.setup();
    const { onValueChange } = renderPicker();
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();

    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Absolute' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(within(dialog).getByLabelText('From')).toHaveFocus();
    fill(dialog, '2026-05-01T08:00', '2026-05-01T09:00');
    await user.tab();
    expect(within(dialog).getByLabelText('To')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ type: 'absolute', from: '2026-05-01T08:00:00.000Z' }));
    expect(trigger()).toHaveFocus();
  });
});

describe('messages', () => {
  it('takes every string from the provider, and the messages prop over it', async () => {
    const user = userEvent.setup();
    render(
      <TestOpsdeckProvider
        messages={{
          timeRangePicker: {
            label: 'Zeitraum',
            dialogLabel: 'Zeitraum wählen',
            relativeTab: 'Relativ',
            quickTab: 'Schnellauswahl',
            relativeHeading: 'Relative Zeiträume',
            optionLabel: (display) => (display === '1 hour' ? '1 Stunde' : display),
          },
        }}
      >
        <TimeRangePicker
          timeZone={UTC}
          defaultValue={{ type: 'relative', display: '1 hour', range: 'now-1h' }}
          messages={{ quickTab: 'Schnell' }}
        />
      </TestOpsdeckProvider>,
    );
    const button = screen.getByRole('button', { name: 'Zeitraum: 1 Stunde' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Zeitraum wählen' });
    expect(within(dialog).getByRole('tab', { name: 'Relativ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Schnell' })).toBeInTheDocument();
    const list = within(dialog).getByRole('listbox', { name: 'Relative Zeiträume' });
    expect(within(list).getByRole('option', { name: '1 Stunde' })).toHaveAttribute('aria-selected', 'true');
  });
});
