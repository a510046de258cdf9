import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, mockIntersectionObserver, renderWithTheme } from '../testing';
import { Select } from './select';
import { pluralize } from './pluralize';
import { resultsMessage } from './use-a11y-status';

const branches = Array.from({ length: 30 }, (_, i) => `branch-${String(i + 1).padStart(2, '0')}`);

function setup(props: Partial<Parameters<typeof Select<string>>[0]> = {}, { fakeTimers = false } = {}) {
  if (fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const onChange = jest.fn();
  renderWithTheme(<Select aria-label="Branch" items={branches} onChange={onChange} {...props} />);
  return { user, onChange, trigger: screen.getByRole('button', { name: /branch/i }) };
}

describe('Select', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => <Select ref={ref} aria-label="Branch" items={branches} onChange={() => undefined} />,
      {
        refType: HTMLButtonElement,
      },
    );
  });

  it('opens, shows the options and selects with a click', async () => {
    const { user, onChange, trigger } = setup();
    expect(trigger).toHaveTextContent('Select');
    await user.click(trigger);
    expect(screen.getAllByRole('option')).toHaveLength(30);
    await user.click(screen.getByRole('option', { name: 'branch-03' }));
    expect(onChange).toHaveBeenCalledWith('branch-03');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    // The list is named after the select, for screen readers that announce it on opening.
    expect(screen.getByRole('listbox', { name: 'Branch' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves the highlight with arrows and by 10 with PageUp/PageDown; Enter selects', async () => {
    const { user, onChange, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    const highlighted = () =>
      screen.getAllByRole('option').findIndex((o) => o.hasAttribute('data-combobox-selected'));
    const start = highlighted();
    await user.keyboard('{PageDown}');
    expect(highlighted()).toBe(start + 10);
    await user.keyboard('{PageDown}{PageDown}');
    expect(highlighted()).toBe(29);
    await user.keyboard('{PageUp}');
    expect(highlighted()).toBe(19);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('branch-20');
  });

  it('searches locally with "Search for {plural}" and says when nothing matches', async () => {
    const { user, trigger } = setup({ searchable: true, resourceName: 'branch' });
    await user.click(trigger);
    const search = screen.getByPlaceholderText('Search for branches');
    await user.type(search, '-1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      branches.filter((b) => b.includes('-1')),
    );
    await user.clear(search);
    await user.type(search, 'nope');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('uses "Search" without a resource name and debounces server search', async () => {
    const onSearch = jest.fn();
    const { user, trigger } = setup({ searchable: true, onSearch }, { fakeTimers: true });
    await user.click(trigger);
    await user.type(screen.getByPlaceholderText('Search'), 'ma');
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(onSearch).not.toHaveBeenCalledWith('ma');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenLastCalledWith('ma');
    jest.useRealTimers();
  });

  it('announces the result count to screen readers, then clears it', async () => {
    const { user, trigger } = setup({}, { fakeTimers: true });
    await user.click(trigger);
    const status = document.querySelector('[data-select-status]')!;
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(status).toHaveTextContent(resultsMessage(30));
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(status).toBeEmptyDOMElement();
    jest.useRealTimers();
    expect(resultsMessage(0)).toBe('No results are available.');
    expect(resultsMessage(3)).toBe(
      '3 results are available, use up and down arrow keys to navigate. Press Enter to select.',
    );
  });

  it('asks for more items when "Loading more items..." scrolls into view', async () => {
    const io = mockIntersectionObserver();
    const onLoadMore = jest.fn();
    const { user, trigger } = setup({ hasNextPage: true, onLoadMore });
    await user.click(trigger);
    expect(screen.getByText('Loading more items...')).toBeInTheDocument();
    act(() => io.setIntersecting(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    io.restore();
  });

  it('shows the selected item and the variant as data attributes', () => {
    renderWithTheme(
      <Select
        aria-label="Org"
        items={['ada', 'grace']}
        value="grace"
        variant="gray"
        onChange={() => undefined}
      />,
    );
    const trigger = screen.getByRole('button', { name: /org/i });
    expect(trigger).toHaveTextContent('grace');
    expect(trigger).toHaveAttribute('data-variant', 'gray');
    expect(trigger).toHaveAttribute('data-has-value', 'true');
  });

  it('marks the selected option', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Select aria-label="Org" items={['ada', 'grace']} value="grace" onChange={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: /org/i }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'grace' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pluralizes resource names', () => {
    expect(pluralize('branch')).toBe('branches');
    expect(pluralize('repository')).toBe('repositories');
    expect(pluralize('flag')).toBe('flags');
  });
});
