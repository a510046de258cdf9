import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expectConformance, renderWithTheme } from '../testing';
import { diffLineAnchor, shortPathHash } from './diff-anchor';
import { DiffViewer, type DiffViewerSegment } from './diff-viewer';

const segments: DiffViewerSegment[] = [
  {
    header: '@@ -1,3 +1,4 @@',
    lines: [
      { baseNumber: 1, headNumber: 1, content: ' const a = 1;', headCoverage: 'H', hitCount: 2 },
      { baseNumber: 2, headNumber: null, content: '-old();', baseCoverage: 'H' },
      { baseNumber: null, headNumber: 2, content: '+fresh();', headCoverage: 'M', hitCount: 0 },
      { baseNumber: null, headNumber: 3, content: '+maybe();', headCoverage: 'P', hitCount: 1 },
    ],
  },
  {
    header: '@@ -20,1 +21,1 @@',
    hasUnintendedChanges: true,
    lines: [
      { baseNumber: 20, headNumber: 21, content: null, baseCoverage: 'H', headCoverage: 'M', hitCount: 0 },
    ],
  },
];

const renderDiff = (props: Partial<Parameters<typeof DiffViewer>[0]> = {}) =>
  renderWithTheme(
    <MemoryRouter>
      <DiffViewer segments={segments} path="src/a.ts" fullFileTo="/gh/acme/w/blob/main/src/a.ts" {...props} />
    </MemoryRouter>,
  );

const rowOf = (link: HTMLElement) => link.closest<HTMLElement>('[data-row-index]')!;

describe('DiffViewer', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <MemoryRouter>
          <DiffViewer ref={ref} segments={segments} path="src/a.ts" fullFileTo="/x" />
        </MemoryRouter>
      ),
      { refType: HTMLDivElement },
    );
  });

  it('shows hunks with a link to the file, both line numbers, head coverage and hit counts', () => {
    renderDiff();
    const region = screen.getByRole('region', { name: 'Diff of src/a.ts' });
    expect(within(region).getByText('@@ -1,3 +1,4 @@')).toBeInTheDocument();
    expect(within(region).getAllByRole('link', { name: 'View full file' })[0]).toHaveAttribute(
      'href',
      '/gh/acme/w/blob/main/src/a.ts',
    );
    expect(within(region).getByText('coverage changed outside the diff')).toBeInTheDocument();

    const hash = shortPathHash('src/a.ts');
    const base1 = within(region).getByRole('link', { name: 'Base line 1' });
    expect(base1).toHaveAttribute('href', `#${hash}-L1`);
    expect(within(region).getByRole('link', { name: 'Head line 2' })).toHaveAttribute('href', `#${hash}-R2`);

    const added = rowOf(within(region).getByRole('link', { name: 'Head line 2' }));
    expect(added).toHaveAttribute('data-change', 'added');
    expect(added).toHaveAttribute('data-coverage', 'M');
    expect(within(added).getByText('missed')).toBeInTheDocument();
    expect(within(added).getByText(/added/)).toBeInTheDocument();
    expect(added.querySelector('[data-hit-count]')).toHaveTextContent('0');

    const removed = rowOf(within(region).getByRole('link', { name: 'Base line 2' }));
    expect(removed).toHaveAttribute('data-change', 'removed');
    expect(rowOf(within(region).getByRole('link', { name: 'Head line 3' }))).toHaveAttribute(
      'data-coverage',
      'P',
    );
    expect(rowOf(base1).querySelector('[data-hit-count]')).toHaveTextContent('2');
    expect(document.querySelector('[data-find-layer]')).not.toBeInTheDocument();
  });

  it('reports the anchor of a clicked number and highlights the selected line', async () => {
    const user = userEvent.setup();
    const onAnchorClick = jest.fn();
    renderDiff({ onAnchorClick, selectedAnchor: diffLineAnchor('src/a.ts', 'head', 3) });
    expect(rowOf(screen.getByRole('link', { name: 'Head line 3' }))).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByRole('link', { name: 'Base line 1' }));
    expect(onAnchorClick).toHaveBeenCalledWith(`${shortPathHash('src/a.ts')}-L1`);
  });

  it('scrolls a deep-linked line into view', () => {
    const scrollIntoView = jest.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    renderDiff({ selectedAnchor: diffLineAnchor('src/a.ts', 'head', 21) });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    scrollIntoView.mockRestore();
  });

  it('virtualises a long diff and keeps its whole text in the find layer', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const long: DiffViewerSegment[] = [
      {
        header: '@@ -1,3000 +1,3000 @@',
        lines: Array.from({ length: 3000 }, (_, index) => ({
          baseNumber: index + 1,
          headNumber: index + 1,
          content: ` line${index + 1}`,
          headCoverage: 'H' as const,
          hitCount: 1,
        })),
      },
    ];
    renderDiff({ segments: long });
    expect(screen.getByRole('region')).toHaveAttribute('data-virtualized', 'true');
    expect(document.querySelectorAll('[data-row-index]').length).toBeLessThan(200);
    // Added once the rows have been painted; the hunk header is a blank line.
    await waitFor(() => expect(document.querySelector('[data-find-layer]')).not.toBeNull());
    const chunks = [...document.querySelectorAll('[data-find-chunk]')].map((chunk) => chunk.textContent);
    const text = chunks.join('\n');
    expect(text.split('\n')).toHaveLength(3001);
    expect(text).toContain(' line2999');
    scrollTo.mockRestore();
  });

  it('makes short stable hashes', () => {
    expect(shortPathHash('src/a.ts')).toBe(shortPathHash('src/a.ts'));
    expect(shortPathHash('src/a.ts')).not.toBe(shortPathHash('src/b.ts'));
    expect(shortPathHash('src/a.ts')).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
