import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { useFakeLayout } from '../test/layout';
import { DataTable } from './DataTable';

interface Check {
  id: string;
  name: string;
  latency: number;
}

const column = createColumnHelper<Check>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('latency', { header: 'Latency', cell: (info) => `${info.getValue()} ms` }),
];
const checks = (n: number): Check[] =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `check-${String(i).padStart(4, '0')}`, latency: (i * 37) % 101 }));

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it("says 'No data available' when empty", () => {
    render(<DataTable data={[]} columns={columns} aria-label="Checks" />);
    expect(screen.getByRole('table', { name: 'Checks' })).toHaveTextContent('No data available');
  });

  it('shows placeholder rows and aria-busy while the first data loads', () => {
    render(<DataTable data={[]} columns={columns} loading aria-label="Checks" />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data available')).toBeNull();
    expect(bodyRows()).toHaveLength(5);
  });

  describe('sorting', () => {
    it('cycles ascending, descending, none on every column (numbers too)', async () => {
      const data = checks(5);
      render(<DataTable data={data} columns={columns} aria-label="Checks" />);
      const header = screen.getByRole('columnheader', { name: /Latency/ });
      const button = within(header).getByRole('button');
      const latencies = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
      const original = latencies();
      expect(header).toHaveAttribute('aria-sort', 'none');
      await userEvent.click(button);
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(latencies()).toEqual(['0 ms', '10 ms', '37 ms', '47 ms', '74 ms']);
      await userEvent.click(button);
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(latencies()).toEqual(['74 ms', '47 ms', '37 ms', '10 ms', '0 ms']);
      await userEvent.click(button);
      expect(header).toHaveAttribute('aria-sort', 'none');
      expect(latencies()).toEqual(original);
    });

    it('reports sorting to a controlling host and leaves the rows to it in manual mode', async () => {
      const onSortingChange = vi.fn();
      render(<DataTable data={checks(3)} columns={columns} manualSorting sorting={[]} onSortingChange={onSortingChange} />);
      await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
      expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
      expect(firstCells()).toEqual(['check-0000', 'check-0001', 'check-0002']);
    });
  });

  describe('pagination', () => {
    it('pages 50 rows at a time with previous and next', async () => {
      render(<DataTable data={checks(120)} columns={columns} />);
      expect(bodyRows()).toHaveLength(50);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(firstCells()[0]).toBe('check-0050');
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(bodyRows()).toHaveLength(20);
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    it('offers the spec page sizes and goes back to page 1 on a size change', async () => {
      const onPageSizeChange = vi.fn();
      render(<DataTable data={checks(120)} columns={columns} defaultPageIndex={2} onPageSizeChange={onPageSizeChange} />);
      const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
      expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(
        ['5', '10', '25', '50', '100', '150', '200', '250', '300', '500', '1000'],
      );
      await userEvent.selectOptions(sizes, '25');
      expect(onPageSizeChange).toHaveBeenCalledWith(25);
      expect(bodyRows()).toHaveLength(25);
      expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    });

    it('goes to a typed page, clamped to 1..page count', async () => {
      render(<DataTable data={checks(120)} columns={columns} defaultPageSize={10} />);
      const goTo = screen.getByRole('spinbutton', { name: 'Go to page' });
      expect(goTo).toHaveAttribute('min', '1');
      expect(goTo).toHaveAttribute('max', '12');
      await userEvent.clear(goTo);
      await userEvent.type(goTo, '7{Enter}');
      expect(screen.getByText('Page 7 of 12')).toBeInTheDocument();
      expect(firstCells()[0]).toBe('check-0060');
      await userEvent.clear(goTo);
      await userEvent.type(goTo, '400{Enter}');
      expect(screen.getByText('Page 12 of 12')).toBeInTheDocument();
      expect(goTo).toHaveValue(12);
      await userEvent.clear(goTo);
      await userEvent.type(goTo, '0');
      await userEvent.tab();
      expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    });

    it('uses rowCount for server-side paging and reports page changes', async () => {
      const onPageIndexChange = vi.fn();
      render(<DataTable data={checks(10)} columns={columns} manualPagination rowCount={95} pageSize={10} pageIndex={0} onPageIndexChange={onPageIndexChange} />);
      expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(onPageIndexChange).toHaveBeenCalledWith(1);
    });
  });

  describe('virtual mode', () => {
    it('renders only the visible window and doubles the page size when scrolled to the end', async () => {
      useFakeLayout(400);
      const onPageSizeChange = vi.fn();
      const { container } = render(
        <DataTable data={checks(1000)} columns={columns} mode="virtual" height={400} estimateRowHeight={40} onPageSizeChange={onPageSizeChange} />,
      );
      expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
      const rendered = bodyRows().filter((row) => !row.hasAttribute('aria-hidden'));
      expect(rendered.length).toBeGreaterThan(5);
      expect(rendered.length).toBeLessThan(50);
      expect(onPageSizeChange).not.toHaveBeenCalled();

      const scroller = container.querySelector<HTMLElement>('[data-mode="virtual"] > div')!;
      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 50 * 40 - 400 });
      scroller.dispatchEvent(new Event('scroll'));
      await vi.waitFor(() => expect(onPageSizeChange).toHaveBeenCalledWith(100));
    });
  });

  it('calls onRowClick from a click or Enter on a focusable row', async () => {
    const onRowClick = vi.fn();
    render(<DataTable data={checks(2)} columns={columns} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('check-0001'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    bodyRows()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c0' }));
  });

  it('takes overridden strings, slot classes, and has no structural accessibility violations', async () => {
    render(
      <DataTable
        data={checks(3)}
        columns={columns}
        aria-label="Checks"
        className="host"
        classNames={{ table: 'x-table', headerCell: 'x-th', cell: 'x-td', pagination: 'x-pager' }}
        messages={{ pageOf: (p, n) => `Seite ${p} von ${n}`, nextPage: 'Weiter' }}
      />,
    );
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    for (const cls of ['host', 'x-table', 'x-th', 'x-td', 'x-pager']) expect(document.querySelector(`.${cls}`)).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
