import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { compareValues, filterRows, sortRows } from './table-model';
import { INITIAL_TABLE_VIEW, type TableView } from './table-view';

interface Leader {
  id: string;
  name: string;
  role: string;
  order: number | null;
}

const LEADERS: Leader[] = [
  { id: '1', name: 'Kwame Mensah', role: 'Presiding Elder', order: 2 },
  { id: '2', name: 'Ama Owusu', role: 'Women’s Ministry', order: 10 },
  { id: '3', name: 'Kofi Boateng', role: 'Youth Pastor', order: 1 },
  { id: '4', name: 'Akosua Adjei', role: 'Choir Director', order: null },
];

const COLUMNS: DataTableColumn<Leader>[] = [
  { id: 'name', header: 'Name', value: (l) => l.name, rowHeader: true },
  { id: 'role', header: 'Role', value: (l) => l.role },
  { id: 'order', header: 'Order', value: (l) => l.order, align: 'end', searchable: false },
];

/** The table under test over LEADERS; a test passes only the props it is about. */
const LeadersTable = (props: Partial<DataTableProps<Leader>>) => (
  <DataTable caption="Leaders" columns={COLUMNS} rows={LEADERS} getRowId={(l) => l.id} {...props} />
);

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('rowheader')?.textContent);

describe('table model', () => {
  it('sorts numbers, dates and natural text, empties last', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('Item 2', 'Item 10')).toBeLessThan(0);
    expect(compareValues(new Date('2024-01-02'), new Date('2024-01-01'))).toBeGreaterThan(0);
    expect(sortRows([3, null, 1], (x) => x, 'descending')).toEqual([3, 1, null]);
    expect(sortRows([3, null, 1], (x) => x, 'ascending')).toEqual([1, 3, null]);
  });

  it('searches every word, ignoring case and accents', () => {
    const rows = [{ t: 'Église Harvest' }, { t: 'Youth camp' }];
    expect(filterRows(rows, 'eglise harv', (r) => [r.t])).toEqual([rows[0]]);
    expect(filterRows(rows, '  ', (r) => [r.t])).toEqual(rows);
  });
});

describe('DataTable', () => {
  it('sorts from the keyboard with aria-sort on the header', async () => {
    const user = userEvent.setup();
    render(<LeadersTable />);
    expect(screen.getByRole('table', { name: 'Leaders' })).toBeInTheDocument();
    expect(names()).toEqual(['Kwame Mensah', 'Ama Owusu', 'Kofi Boateng', 'Akosua Adjei']);

    const orderHeader = screen.getByRole('columnheader', { name: /order/i });
    expect(orderHeader).toHaveAttribute('aria-sort', 'none');
    screen.getByRole('button', { name: /order/i }).focus();
    await user.keyboard('{Enter}');
    expect(orderHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Kofi Boateng', 'Kwame Mensah', 'Ama Owusu', 'Akosua Adjei']);
    await user.keyboard(' ');
    expect(orderHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Ama Owusu', 'Kwame Mensah', 'Kofi Boateng', 'Akosua Adjei']);
  });

  it('filters with the search box and says how many match', async () => {
    const user = userEvent.setup();
    render(<LeadersTable />);
    await user.type(screen.getByRole('searchbox', { name: /search leaders/i }), 'pastor');
    expect(names()).toEqual(['Kofi Boateng']);
    expect(screen.getByText('1 of 4 shown')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText(/No results for/)).toBeInTheDocument();
  });

  it('renders row actions per row', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <LeadersTable
        rowActions={(l) => (
          <Button size="sm" variant="secondary" onClick={() => onEdit(l.id)} aria-label={`Edit ${l.name}`}>
            Edit
          </Button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Ama Owusu' }));
    expect(onEdit).toHaveBeenCalledWith('2');
  });

  it('shows skeleton rows while loading, then the empty state, or the error with retry', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<LeadersTable rows={undefined} loading />);
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');

    rerender(<LeadersTable rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No leaders yet' })).toBeInTheDocument();

    const onRetry = vi.fn();
    rerender(<LeadersTable rows={undefined} error={new Error('Network down')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('pages long lists', async () => {
    const user = userEvent.setup();
    render(<LeadersTable pageSize={3} />);
    expect(names()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Akosua Adjei']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('4 in total, 4–4 on this page')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'a');
    expect(await screen.findByText('4 of 4 shown, 1–3 on this page')).toBeInTheDocument();
  });

  it('renders a row again only when its row changes, not on each keystroke', async () => {
    const user = userEvent.setup();
    const roleCell = vi.fn((l: Leader) => l.role);
    const columns = [...COLUMNS, { id: 'cell', header: 'Cell', cell: roleCell }];
    const rowActions = (l: Leader) => <Button size="sm">{`Edit ${l.name}`}</Button>;
    render(<LeadersTable columns={columns} rowActions={rowActions} />);
    expect(roleCell).toHaveBeenCalledTimes(4);
    // "a" matches every leader: the box and the status change, the rows do not.
    await user.type(screen.getByRole('searchbox'), 'a');
    expect(await screen.findByText('4 of 4 shown')).toBeInTheDocument();
    expect(roleCell).toHaveBeenCalledTimes(4);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'kofi');
    expect(await screen.findByText('1 of 4 shown')).toBeInTheDocument();
    expect(names()).toEqual(['Kofi Boateng']);
    expect(roleCell).toHaveBeenCalledTimes(4);
  });

  it('keeps the search, sort and page its caller holds when it is mounted again', async () => {
    const user = userEvent.setup();
    /** A tab-like switch: the table is unmounted while the other view shows. */
    function Switching() {
      const [view, setView] = useState<TableView>(INITIAL_TABLE_VIEW);
      const [shown, setShown] = useState(true);
      return (
        <>
          <Button onClick={() => setShown((s) => !s)}>Switch</Button>
          {shown ? <LeadersTable pageSize={1} view={view} onViewChange={setView} /> : <p>Other view</p>}
        </>
      );
    }
    render(<Switching />);
    // "ko": Akosua Adjei and Kofi Boateng; by name, the second page holds Kofi.
    await user.type(screen.getByRole('searchbox'), 'ko');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Kofi Boateng']);

    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch' }));

    expect(screen.getByRole('searchbox')).toHaveValue('ko');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('2 of 4 shown, 2–2 on this page')).toBeInTheDocument();
    expect(names()).toEqual(['Kofi Boateng']);
  });
});
