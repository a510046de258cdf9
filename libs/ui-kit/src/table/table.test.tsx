import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, mockIntersectionObserver, renderWithTheme } from '../testing';
import { Table, type TableColumn } from './table';

interface Row {
  name: string;
  coverage: number;
}
const rows: Row[] = [
  { name: 'web', coverage: 81.5 },
  { name: 'api', coverage: 64 },
];
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'coverage', header: 'Coverage', cell: (row) => `${row.coverage}%`, align: 'right' },
];

describe('Table', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <Table ref={ref} caption="Repositories" columns={columns} data={rows} getRowKey={(r) => r.name} />
      ),
      { refType: HTMLTableElement },
    );
  });

  it('renders headers, rows and the caption', () => {
    renderWithTheme(<Table caption="Repositories" columns={columns} data={rows} />);
    const table = screen.getByRole('table', { name: 'Repositories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Coverage']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '64%' })).toBeInTheDocument();
  });

  it('reports sort changes and marks the sorted column', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const view = renderWithTheme(
      <Table caption="Repos" columns={columns} data={rows} sort={null} onSortChange={onSortChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });

    view.rerender(
      <Table
        caption="Repos"
        columns={columns}
        data={rows}
        sort={{ id: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(header).toHaveAttribute('data-sort-direction', 'asc');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
    // Columns without `sortable` have no button.
    expect(screen.queryByRole('button', { name: 'Coverage' })).not.toBeInTheDocument();
  });

  it('shows the loading and empty states', () => {
    const view = renderWithTheme(<Table caption="Repos" columns={columns} data={[]} isLoading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    view.rerender(<Table caption="Repos" columns={columns} data={[]} emptyMessage="No repos yet" />);
    expect(screen.getByText('No repos yet')).toBeInTheDocument();
    expect(view.container.querySelector('[data-state]')).toHaveAttribute('data-state', 'empty');
  });

  it('loads the next page when the sentinel scrolls into view, not while fetching', () => {
    const io = mockIntersectionObserver();
    const onLoadMore = jest.fn();
    const view = renderWithTheme(
      <Table caption="Repos" columns={columns} data={rows} hasNextPage onLoadMore={onLoadMore} />,
    );
    act(() => io.setIntersecting(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    view.rerender(
      <Table
        caption="Repos"
        columns={columns}
        data={rows}
        hasNextPage
        isFetchingNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading more rows' })).toBeInTheDocument();
    act(() => io.setIntersecting(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    io.restore();
  });

  it('shows what an expanded row holds under it, across every column', () => {
    renderWithTheme(
      <Table
        caption="Repos"
        columns={columns}
        data={rows}
        getRowKey={(row) => row.name}
        renderExpandedRow={(row) => (row.name === 'api' ? <p>Details of api</p> : null)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Repos' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['web81.5%', 'api64%', 'Details of api']);
    expect(within(bodyRows[2]!).getByRole('cell')).toHaveAttribute('colspan', '2');
    expect(bodyRows[2]).toHaveAttribute('data-expanded-row');
  });
});
