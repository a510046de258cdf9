import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { CodeViewer, type CodeViewerLineCoverage } from './code-viewer';
import { languageForPath } from './language';

const coverage = new Map<number, CodeViewerLineCoverage>([
  [1, { coverage: 'H', hitCount: 3 }],
  [2, { coverage: 'M', hitCount: 0 }],
  [3, { coverage: 'P', hitCount: 1, branches: '1/2' }],
]);
const lines = ['const a = 1;', 'if (a) {', '  run(a ? 1 : 2);', '}'];

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const row = (line: number) => document.querySelector<HTMLElement>(`[data-line="${line}"]`);

describe('CodeViewer', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => <CodeViewer ref={ref} lines={lines} coverage={coverage} language="javascript" />,
      { refType: HTMLDivElement },
    );
  });

  it('shows each line with its number, coverage in words and symbols, hits and branches', async () => {
    renderWithTheme(<CodeViewer lines={lines} coverage={coverage} language="javascript" />);
    const region = screen.getByRole('region', { name: 'Code with line coverage' });
    expect(within(region).getByRole('link', { name: '1' })).toHaveAttribute('href', '#L1');
    expect(row(1)).toHaveAttribute('data-coverage', 'H');
    expect(within(row(1)!).getByText('covered')).toBeInTheDocument();
    expect(within(row(1)!).getByText('3')).toBeInTheDocument();
    expect(within(row(2)!).getByText('missed')).toBeInTheDocument();
    expect(within(row(3)!).getByText('partially covered')).toBeInTheDocument();
    expect(within(row(3)!).getByText('1/2')).toBeInTheDocument();
    expect(within(row(3)!).getByText('branches')).toBeInTheDocument();
    expect(row(4)).not.toHaveAttribute('data-coverage');
    // The whole text is in the find layer for Ctrl+F and copy, added once the rows have been painted.
    await waitFor(() => expect(document.querySelector('[data-find-layer]')).not.toBeNull());
    expect(document.querySelector('[data-find-layer]')).toHaveTextContent(lines.join('\n'), {
      normalizeWhitespace: false,
    });
    expect(document.querySelector('[data-find-layer]')).toHaveAttribute('aria-hidden', 'true');
    // Prism loads lazily, then colours the visible lines.
    await waitFor(() => expect(region).toHaveAttribute('data-syntax', 'highlighted'));
    expect(within(row(1)!).getByText('const')).toHaveStyle({ color: 'var(--canopy-code-violet)' });
  });

  it('renders only the rows near the viewport of a long file', async () => {
    const big = Array.from({ length: 50_000 }, (_, index) => `line ${index + 1} = ${index};`);
    renderWithTheme(<CodeViewer lines={big} coverage={new Map()} language="javascript" />);
    expect(row(1)).toBeInTheDocument();
    expect(row(40_000)).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-line]').length).toBeLessThan(200);
    // The whole text arrives a moment later, in blocks, every line in place.
    await waitFor(() => expect(document.querySelectorAll('[data-find-chunk]')).toHaveLength(250));
    const chunks = [...document.querySelectorAll('[data-find-chunk]')].map((chunk) => chunk.textContent);
    expect(chunks.join('\n')).toBe(big.join('\n'));
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('data-syntax', 'highlighted'));
  });

  it('reports clicks on line numbers without following the link, and highlights the chosen line', async () => {
    const user = userEvent.setup();
    const onLineClick = jest.fn();
    const { rerender } = renderWithTheme(
      <CodeViewer lines={lines} coverage={coverage} onLineClick={onLineClick} highlightedLine={null} />,
    );
    await user.click(screen.getByRole('link', { name: '2' }));
    expect(onLineClick).toHaveBeenCalledWith(2);
    scrollTo.mockClear();
    rerender(<CodeViewer lines={lines} coverage={coverage} onLineClick={onLineClick} highlightedLine={2} />);
    expect(row(2)).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'location');
    // The clicked line is on screen already: no jump.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a deep-linked line', async () => {
    const big = Array.from({ length: 5_000 }, (_, index) => `x${index}`);
    // jsdom lays nothing out: give the page the height the rows would have.
    jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5_000 * 20);
    renderWithTheme(<CodeViewer lines={big} coverage={new Map()} highlightedLine={4_000} />);
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    const top = (scrollTo.mock.calls.at(-1)![0] as ScrollToOptions).top!;
    expect(top).toBeGreaterThan(3_900 * 20);
  });

  it('without the source, shows one row per known line with its coverage and says why', () => {
    renderWithTheme(<CodeViewer lines={null} coverage={coverage} lineCount={6} />);
    expect(screen.getByText(/source code of this file is not available/)).toBeInTheDocument();
    expect(document.querySelectorAll('[data-line]')).toHaveLength(6);
    expect(within(row(2)!).getByText('missed')).toBeInTheDocument();
    expect(document.querySelector('[data-find-layer]')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-source', 'unavailable');
  });

  it('finds the language of a path', () => {
    expect(languageForPath('src/app.tsx')).toBe('tsx');
    expect(languageForPath('lib/x.PY')).toBe('python');
    expect(languageForPath('Makefile')).toBeNull();
    expect(languageForPath('.env')).toBeNull();
  });
});
