import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { useFakeLayout } from '../test/layout';
import { Select } from './Select';
import type { SelectOption } from './selectOptions';

const regions: SelectOption[] = [
  { value: 'eu-west-1', label: 'Europe (Ireland)' },
  { value: 'us-east-1', label: 'US East (Virginia)' },
  { value: 'ap-south-1', label: 'Asia Pacific (Mumbai)', disabled: true },
  { value: 'sa-east-1', label: 'South America (São Paulo)' },
];
const many: SelectOption[] = Array.from({ length: 500 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

const open = async (name = 'Region') => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  return screen.getByRole('listbox');
};

describe('Select', () => {
  describe('given a single Select', () => {
    it('opens on click, selects an option, closes and shows its label', async () => {
      const onValueChange = vi.fn();
      render(<Select label="Region" options={regions} onValueChange={onValueChange} />);
      const trigger = screen.getByRole('combobox', { name: /Region/ });
      expect(trigger).toHaveTextContent('Select...');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      const listbox = await open();
      await userEvent.click(within(listbox).getByRole('option', { name: 'US East (Virginia)' }));
      expect(onValueChange).toHaveBeenCalledWith('us-east-1');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(trigger).toHaveTextContent('US East (Virginia)');
    });

    it('is driven by the keyboard: arrows skip disabled options, Enter selects', async () => {
      const onValueChange = vi.fn();
      render(<Select label="Region" options={regions} defaultValue="us-east-1" onValueChange={onValueChange} />);
      screen.getByRole('combobox', { name: /Region/ }).focus();
      await userEvent.keyboard('{ArrowDown}');
      const listbox = screen.getByRole('listbox');
      expect(listbox).toHaveFocus();
      // Opens on the selected option, then Down skips the disabled Mumbai.
      expect(listbox).toHaveAttribute('aria-activedescendant', expect.stringMatching(/option-1$/));
      await userEvent.keyboard('{ArrowDown}');
      expect(listbox).toHaveAttribute('aria-activedescendant', expect.stringMatching(/option-3$/));
      await userEvent.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('sa-east-1');
    });

    it('ignores clicks on disabled options and clears with the clear button', async () => {
      const onValueChange = vi.fn();
      render(<Select label="Region" options={regions} defaultValue="eu-west-1" clearable onValueChange={onValueChange} />);
      const listbox = await open();
      await userEvent.click(within(listbox).getByRole('option', { name: 'Asia Pacific (Mumbai)' }));
      expect(onValueChange).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(onValueChange).toHaveBeenCalledWith(null);
      expect(screen.getByRole('combobox', { name: /Region/ })).toHaveTextContent('Select...');
    });

    it('submits its value through a hidden input when named', () => {
      const { container } = render(<Select label="Region" name="region" options={regions} value="eu-west-1" />);
      expect(container.querySelector('input[type="hidden"][name="region"]')).toHaveValue('eu-west-1');
    });
  });

  describe('given a searchable multi Select', () => {
    it('filters as the user types, toggles several values and stays open', async () => {
      const onValueChange = vi.fn();
      render(<Select multiple searchable label="Region" options={regions} onValueChange={onValueChange} />);
      await open();
      const search = screen.getByRole('combobox', { name: 'Search...' });
      expect(search).toHaveFocus();
      expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
      await userEvent.type(search, 'east');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['US East (Virginia)', 'South America (São Paulo)']);
      await userEvent.keyboard('{Enter}');
      await userEvent.click(screen.getByRole('option', { name: 'South America (São Paulo)' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['us-east-1', 'sa-east-1']);
      expect(screen.getByRole('option', { name: 'US East (Virginia)' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(screen.getByRole('option', { name: 'US East (Virginia)' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['sa-east-1']);
    });

    it("says 'No options found' when nothing matches", async () => {
      render(<Select searchable label="Region" options={regions} />);
      await open();
      await userEvent.type(screen.getByRole('combobox', { name: 'Search...' }), 'mars');
      expect(screen.getByRole('status')).toHaveTextContent('No options found');
    });

    it("shows '+N more' after three chosen values", () => {
      render(<Select multiple label="Region" options={many} value={['v1', 'v2', 'v3', 'v4', 'v5']} />);
      const trigger = screen.getByRole('combobox', { name: /Region/ });
      expect(trigger).toHaveTextContent('Option 1Option 2Option 3+2 more');
    });
  });

  describe('given options looked up as the user types', () => {
    afterEach(() => vi.useRealTimers());

    it("asks the user to type, debounces the lookup, aborts stale requests and keeps chosen labels", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const calls: Array<{ query: string; signal: AbortSignal }> = [];
      const loadOptions = vi.fn(async (query: string, signal: AbortSignal) => {
        calls.push({ query, signal });
        return regions.filter((r) => r.label.toLowerCase().includes(query.toLowerCase()));
      });
      const onValueChange = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Select label="Region" loadOptions={loadOptions} onValueChange={onValueChange} />);
      await user.click(screen.getByRole('combobox', { name: /Region/ }));
      expect(screen.getByRole('status')).toHaveTextContent('Start typing to search');
      await user.type(screen.getByRole('combobox', { name: 'Search...' }), 'eur');
      await act(async () => void (await vi.advanceTimersByTimeAsync(150)));
      expect(loadOptions).toHaveBeenCalledTimes(1);
      expect(calls[0]?.query).toBe('eur');
      await user.click(await screen.findByRole('option', { name: 'Europe (Ireland)' }));
      expect(onValueChange).toHaveBeenCalledWith('eu-west-1');
      expect(screen.getByRole('combobox', { name: /Region/ })).toHaveTextContent('Europe (Ireland)');
    });

    it('treats a failed lookup as no options', async () => {
      render(<Select label="Region" loadOptions={() => Promise.reject(new Error('offline'))} />);
      await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
      await userEvent.type(screen.getByRole('combobox', { name: 'Search...' }), 'x');
      expect(await screen.findByText('No options found')).toBeInTheDocument();
    });
  });

  describe('given more than 20 options', () => {
    it('renders only a window of rows, with the full set size announced, keyboard reaching the last', async () => {
      useFakeLayout(280);
      render(<Select label="Big" options={many} />);
      await userEvent.click(screen.getByRole('combobox', { name: /Big/ }));
      const listbox = screen.getByRole('listbox');
      expect(listbox).toHaveAttribute('data-windowed');
      const rendered = within(listbox).getAllByRole('option');
      expect(rendered.length).toBeGreaterThan(5);
      expect(rendered.length).toBeLessThan(40);
      expect(rendered[0]).toHaveAttribute('aria-setsize', '500');
      await userEvent.keyboard('{End}');
      expect(listbox).toHaveAttribute('aria-activedescendant', expect.stringMatching(/option-499$/));
    });

    it('renders every option at or below the threshold', async () => {
      render(<Select label="Small" options={many.slice(0, 20)} />);
      await userEvent.click(screen.getByRole('combobox', { name: /Small/ }));
      expect(screen.getByRole('listbox')).not.toHaveAttribute('data-windowed');
      expect(screen.getAllByRole('option')).toHaveLength(20);
    });
  });

  it('puts classNames on its slots, is described by its error, and has no structural violations', async () => {
    render(
      <Select
        label="Region"
        error="This field is required"
        options={regions}
        className="host"
        classNames={{ trigger: 'x-trigger', content: 'x-content', listbox: 'x-listbox', option: 'x-option' }}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: /Region/ });
    expect(trigger).toHaveAccessibleDescription('This field is required');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(trigger);
    for (const cls of ['host', 'x-trigger', 'x-content', 'x-listbox', 'x-option']) expect(document.querySelector(`.${cls}`)).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
