import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { Sunburst, SUNBURST_EMPTY } from './sunburst';
import { SUNBURST_KEYS_HELP } from './sunburst-layout';
import type { SunburstNode } from './sunburst-types';

const tree: SunburstNode = {
  name: 'canopy',
  fullPath: '',
  lines: 300,
  coverage: 70,
  children: [
    {
      name: 'src',
      fullPath: 'src',
      lines: 200,
      coverage: 82.5,
      children: [
        {
          name: 'lib',
          fullPath: 'src/lib',
          lines: 120,
          coverage: 40,
          children: [
            {
              name: 'deep',
              fullPath: 'src/lib/deep',
              lines: 20,
              coverage: 90,
              children: [{ name: 'x.ts', fullPath: 'src/lib/deep/x.ts', lines: 20, coverage: 90 }],
            },
            { name: 'util.ts', fullPath: 'src/lib/util.ts', lines: 100, coverage: 33.333 },
          ],
        },
        { name: 'main.ts', fullPath: 'src/main.ts', lines: 80, coverage: 100 },
      ],
    },
    { name: 'setup.py', fullPath: 'setup.py', lines: 100, coverage: null },
  ],
};

const arc = (fullPath: string) => document.querySelector(`path[data-path="${fullPath}"]`) as SVGPathElement;
const breadcrumb = () => document.querySelector('[data-sunburst-breadcrumb]');

describe('Sunburst', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <Sunburst ref={ref} data={tree} label="Coverage sunburst" />, {
      refType: HTMLDivElement,
    });
  });

  it('shows a pulsing placeholder while loading and an empty state without lines', () => {
    const view = renderWithTheme(<Sunburst data={tree} label="Coverage sunburst" isLoading />);
    expect(screen.getByRole('status', { name: 'Coverage sunburst: loading' })).toBeInTheDocument();
    view.rerender(
      <Sunburst data={{ name: 'r', fullPath: '', lines: 0, coverage: null, children: [] }} label="S" />,
    );
    expect(screen.getByText(SUNBURST_EMPTY)).toBeInTheDocument();
  });

  it('draws three rings of arcs sized by lines, files faded, with titles', async () => {
    renderWithTheme(<Sunburst data={tree} label="Coverage sunburst" />);
    const chart = await screen.findByRole('group', { name: 'Coverage sunburst' });
    expect(within(chart).getAllByRole('button').length).toBeGreaterThan(0);
    expect(arc('src')).toHaveAttribute('data-depth', '1');
    expect(arc('src/lib/deep')).toHaveAttribute('data-depth', '3');
    expect(arc('src/lib/deep/x.ts')).toBeNull();
    expect(arc('src/main.ts')).toHaveAttribute('fill-opacity', '0.55');
    expect(arc('src')).toHaveAttribute('fill-opacity', '1');
    expect(arc('src')).toHaveAttribute('fill', 'var(--mantine-color-green-6)');
    expect(arc('setup.py')).toHaveAttribute('fill', 'var(--mantine-color-gray-5)');
    expect(arc('src/lib/util.ts').querySelector('title')).toHaveTextContent(
      'src/lib/util.ts: 33.33% covered, 100 lines',
    );
    expect(breadcrumb()).toHaveTextContent('canopy 70.00%');
  });

  it('zooms into folders and back out with the mouse, showing the hovered path', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Sunburst data={tree} label="Coverage sunburst" />);
    await screen.findByRole('group', { name: 'Coverage sunburst' });
    await user.hover(arc('src/lib/util.ts'));
    expect(breadcrumb()).toHaveTextContent('canopy / src / lib / util.ts 33.33%');

    await user.click(arc('src/lib'));
    expect(arc('src/lib/deep/x.ts')).toHaveAttribute('data-depth', '2');
    expect(arc('src/main.ts')).toBeNull();
    expect(breadcrumb()).toHaveTextContent('canopy / src / lib 40.00%');

    await user.click(screen.getByRole('button', { name: 'Zoom out to src' }));
    expect(arc('src/main.ts')).toHaveAttribute('data-depth', '1');
    await user.click(screen.getByRole('button', { name: 'Zoom out to canopy' }));
    expect(arc('setup.py')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /zoom out/i })).not.toBeInTheDocument();
  });

  it('is one tab stop; arrows move among the arcs, keeping the breadcrumb and names', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Sunburst data={tree} label="Coverage sunburst" />
        <button type="button">after</button>
      </>,
    );
    const chart = await screen.findByRole('group', { name: 'Coverage sunburst' });
    expect(chart).toHaveAccessibleDescription(SUNBURST_KEYS_HELP);
    expect(chart.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.tab();
    expect(arc('src')).toHaveFocus();
    expect(arc('src')).toHaveAccessibleName('Zoom into src: 82.50% covered, 200 lines');
    expect(breadcrumb()).toHaveTextContent('canopy / src 82.50%');
    // The next Tab leaves the chart, however many arcs it has.
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(arc('src')).toHaveFocus();

    // Around the inner ring (wrapping), outward, inward.
    await user.keyboard('{ArrowRight}');
    expect(arc('setup.py')).toHaveFocus();
    expect(breadcrumb()).toHaveTextContent('canopy / setup.py -');
    await user.keyboard('{ArrowRight}');
    expect(arc('src')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(arc('setup.py')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(arc('src/lib')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(arc('src/lib/util.ts')).toHaveFocus();
    expect(breadcrumb()).toHaveTextContent('canopy / src / lib / util.ts 33.33%');
    await user.keyboard('{End}');
    expect(arc('src/lib/deep')).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(arc('src/lib')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Not zoomed in: there is no centre to go to.
    expect(arc('src')).toHaveFocus();
    expect(chart.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('Enter zooms into a folder or opens a file; Escape and Backspace zoom out', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithTheme(<Sunburst data={tree} label="Coverage sunburst" onSelect={onSelect} />);
    const chart = await screen.findByRole('group', { name: 'Coverage sunburst' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(arc('src')).toBeNull();
    expect(arc('src/main.ts')).toHaveAttribute('data-depth', '1');
    // Focus moves to the first arc of the new view.
    expect(arc('src/lib')).toHaveFocus();
    expect(chart.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(arc('src/main.ts')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ fullPath: 'src/main.ts' }));

    // Inward from the inner ring is the centre, which zooms out with Enter or Space.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Zoom out to canopy' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(arc('src/lib/util.ts')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(arc('src/lib/deep/x.ts')).toHaveFocus();

    // Back out, each time on the folder just left.
    await user.keyboard('{Escape}');
    expect(arc('src/lib/deep')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(arc('src/lib')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(arc('src')).toHaveFocus();
    expect(arc('setup.py')).toBeInTheDocument();
    // At the top there is nothing to zoom out of.
    await user.keyboard('{Escape}');
    expect(arc('src')).toHaveFocus();
  });

  it('leaves files inert without onSelect', async () => {
    renderWithTheme(<Sunburst data={tree} label="Coverage sunburst" />);
    await screen.findByRole('group', { name: 'Coverage sunburst' });
    expect(arc('setup.py')).toHaveAttribute('role', 'img');
    expect(arc('src')).toHaveAttribute('role', 'button');
  });
});
