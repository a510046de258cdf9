import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { Table, type TableColumn } from './table';

interface Row {
  name: string;
  lines: number;
}
const many = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ name: `file-${i}.ts`, lines: i }));
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Files', cell: (row) => row.name },
  { id: 'lines', header: 'Tracked lines', cell: (row) => row.lines, align: 'right' },
];

// jsdom has no layout: the window is 1024×768, rows measure 0 px (the table falls back to the estimate).
function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const spacer = (position: 'top' | 'bottom') =>
  document.querySelector(`[data-virtual-spacer="${position}"] td`) as HTMLTableCellElement;

describe('Table (virtualized)', () => {
  afterEach(() => scrollWindowTo(0));

  it('is conformant', async () => {
    await expectConformance(
      (ref) => <Table ref={ref} caption="Files" columns={columns} data={many(200)} virtualized />,
      { refType: HTMLTableElement },
    );
  });

  it('keeps only the rows near the viewport in the DOM, with spacers for the rest', () => {
    renderWithTheme(
      <Table caption="Files" columns={columns} data={many(50_000)} getRowKey={(r) => r.name} virtualized />,
    );
    const table = screen.getByRole('table', { name: 'Files' });
    expect(table).toHaveAttribute('aria-rowcount', '50001');
    const rows = bodyRows();
    // 768 px / 45 px ≈ 18 visible rows + 10 overscan below.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[0]).toHaveTextContent('file-0.ts');
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(spacer('top').style.height).toBe('0px');
    expect(spacer('bottom').style.height).toBe(`${(50_000 - rows.length) * 45}px`);
    expect(spacer('top').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the rows at the scroll position', () => {
    renderWithTheme(<Table caption="Files" columns={columns} data={many(50_000)} virtualized />);
    scrollWindowTo(45 * 20_000);
    const rows = bodyRows();
    const indexes = rows.map((row) => Number(row.getAttribute('data-index')));
    expect(indexes).toContain(20_000);
    expect(indexes).toContain(20_010);
    expect(rows.length).toBeLessThanOrEqual(45);
    expect(screen.getByText('file-20005.ts')).toBeInTheDocument();
    expect(screen.queryByText('file-0.ts')).not.toBeInTheDocument();
    expect(spacer('top').style.height).toBe(`${indexes[0]! * 45}px`);
    const rowElement = rows.find((row) => row.getAttribute('data-index') === '20000');
    expect(rowElement).toHaveAttribute('aria-rowindex', '20002');
  });

  it('reports the known total as aria-rowcount while pages remain to load', () => {
    renderWithTheme(
      <Table
        caption="Files"
        columns={columns}
        data={many(100)}
        virtualized
        hasNextPage
        totalRowCount={5000}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
  });

  it('asks for the next page once when the last loaded rows come near, not while fetching', () => {
    const onLoadMore = jest.fn();
    const view = renderWithTheme(
      <Table
        caption="Files"
        columns={columns}
        data={many(100)}
        virtualized
        hasNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '-1');
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollWindowTo(45 * 70);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollWindowTo(45 * 71);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    view.rerender(
      <Table
        caption="Files"
        columns={columns}
        data={many(100)}
        virtualized
        hasNextPage
        isFetchingNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading more rows' })).toBeInTheDocument();
    view.rerender(
      <Table
        caption="Files"
        columns={columns}
        data={many(200)}
        virtualized
        hasNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollWindowTo(45 * 170);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    // A new list of the same length (another search) asks again; the same list does not.
    view.rerender(
      <Table
        caption="Files"
        columns={columns}
        data={many(200)}
        virtualized
        hasNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(onLoadMore).toHaveBeenCalledTimes(3);
    const same = many(200);
    view.rerender(
      <Table caption="Files" columns={columns} data={same} virtualized hasNextPage onLoadMore={onLoadMore} />,
    );
    view.rerender(
      <Table
        caption="Files"
        columns={columns}
        data={[...same]}
        virtualized
        hasNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(onLoadMore).toHaveBeenCalledTimes(4);
    // No sentinel in virtualized mode: the body asks by itself.
    expect(document.querySelector('[data-infinite-sentinel]')).not.toBeInTheDocument();
  });

  it('shows the empty and loading states like the plain table', () => {
    const view = renderWithTheme(<Table caption="Files" columns={columns} data={[]} virtualized isLoading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    view.rerender(<Table caption="Files" columns={columns} data={[]} virtualized />);
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it("gives every row the rendered rows' height once laid out, read after layout only, and remembers taller rows", () => {
    // A resize observer the test calls, as the browser does after a layout; rows of 60 px content.
    const observers = new Set<() => void>();
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        observers.add(this.callback);
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.callback);
      }
    } as unknown as typeof ResizeObserver;
    const rect = jest
      .spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLTableRowElement) {
        const index = this.getAttribute('data-index');
        return { top: 0, height: index == null ? 0 : index === '3' ? 120 : 59.5 } as DOMRect;
      });
    try {
      renderWithTheme(<Table caption="Files" columns={columns} data={many(50_000)} virtualized />);
      expect(rect).not.toHaveBeenCalled();
      expect(bodyRows()[0]).toHaveStyle({ height: '45px' });
      act(() => observers.forEach((callback) => callback()));
      act(() => observers.forEach((callback) => callback()));
      const rows = bodyRows();
      expect(rows[0]).toHaveStyle({ height: '60px' });
      // 768 px / 60 px ≈ 13 visible rows, plus the overscan below.
      expect(rows.length).toBeLessThan(30);
      // Row 3 wraps its text: 60 px taller, remembered, so the rows after it keep their places without it.
      expect(spacer('bottom').style.height).toBe(`${(50_000 - rows.length) * 60}px`);
      scrollWindowTo(60 * 1000);
      const first = Number(bodyRows()[0]!.getAttribute('data-index'));
      expect(first).toBeGreaterThan(900);
      expect(spacer('top').style.height).toBe(`${first * 60 + 60}px`);
    } finally {
      rect.mockRestore();
      window.ResizeObserver = original;
    }
  });

  it('passes getRowProps to body rows (hover prefetch)', async () => {
    const user = userEvent.setup();
    const onHover = jest.fn();
    for (const virtualized of [false, true]) {
      const view = renderWithTheme(
        <Table
          caption="Files"
          columns={columns}
          data={many(3)}
          virtualized={virtualized}
          getRowProps={(row) => ({ onMouseEnter: () => onHover(row.name), 'data-path': row.name })}
        />,
      );
      const row = screen.getByText('file-1.ts').closest('tr')!;
      expect(row).toHaveAttribute('data-path', 'file-1.ts');
      await user.hover(row);
      expect(onHover).toHaveBeenLastCalledWith('file-1.ts');
      view.unmount();
    }
  });
});
