import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectConformance, mockIntersectionObserver, renderWithTheme } from '../testing';
import { MultiSelect, multiSelectSummary, type MultiSelectProps } from './multi-select';
import { resultsMessage } from '../select/use-a11y-status';

const flags = Array.from({ length: 30 }, (_, i) => `flag-${String(i + 1).padStart(2, '0')}`);

function Controlled(props: Partial<MultiSelectProps<string>> & { onChangeSpy?: (items: string[]) => void }) {
  const { onChangeSpy, ...rest } = props;
  const [value, setValue] = useState<string[]>((props.value as string[]) ?? []);
  return (
    <MultiSelect
      aria-label="Flags"
      resourceName="flag"
      items={flags}
      {...rest}
      value={value}
      onChange={(next) => {
        onChangeSpy?.(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: Partial<MultiSelectProps<string>> = {}, { fakeTimers = false } = {}) {
  if (fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const onChange = jest.fn();
  renderWithTheme(<Controlled onChangeSpy={onChange} {...props} />);
  return { user, onChange, trigger: screen.getByRole('button', { name: /^Flags/ }) };
}

const highlighted = () =>
  screen.getAllByRole('option').findIndex((o) => o.hasAttribute('data-combobox-selected'));

describe('MultiSelect', () => {
  afterEach(() => jest.useRealTimers());

  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <MultiSelect
          ref={ref}
          aria-label="Flags"
          resourceName="flag"
          items={flags}
          onChange={() => undefined}
        />
      ),
      { refType: HTMLButtonElement },
    );
  });

  it('summarises the selection on the trigger', () => {
    expect(multiSelectSummary(0, 'flag')).toBe('All flags');
    expect(multiSelectSummary(1, 'flag', 'unit')).toBe('unit');
    expect(multiSelectSummary(2, 'flag')).toBe('2 selected flags');
    expect(multiSelectSummary(3, 'component')).toBe('3 selected components');
    expect(multiSelectSummary(2, 'repository')).toBe('2 selected repositories');
  });

  it('toggles options with clicks, keeps the list open and shows the count', async () => {
    const { user, onChange, trigger } = setup();
    expect(trigger).toHaveTextContent('All flags');
    expect(trigger).toHaveAccessibleName('Flags All flags');
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    // 'All flags' plus 30 flags
    expect(screen.getAllByRole('option')).toHaveLength(31);
    expect(screen.getByRole('option', { name: 'All flags' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('option', { name: 'flag-03' }));
    expect(onChange).toHaveBeenLastCalledWith(['flag-03']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveTextContent('flag-03');
    expect(screen.getByRole('option', { name: 'flag-03' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'All flags' })).toHaveAttribute('aria-selected', 'false');

    await user.click(screen.getByRole('option', { name: 'flag-05' }));
    expect(onChange).toHaveBeenLastCalledWith(['flag-03', 'flag-05']);
    expect(trigger).toHaveTextContent('2 selected flags');
    expect(trigger).toHaveAttribute('data-count', '2');
    expect(trigger).toHaveAccessibleName('Flags 2 selected flags');

    await user.click(screen.getByRole('option', { name: 'flag-03' }));
    expect(onChange).toHaveBeenLastCalledWith(['flag-05']);

    await user.click(screen.getByRole('option', { name: 'All flags' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(trigger).toHaveTextContent('All flags');
  });

  it('works with the keyboard only: arrows, Enter toggles, PageUp/PageDown by 10, Escape closes', async () => {
    const { user, onChange, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    const start = highlighted();
    await user.keyboard('{PageDown}');
    expect(highlighted()).toBe(start + 10);
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(highlighted()).toBe(30);
    await user.keyboard('{PageUp}');
    expect(highlighted()).toBe(20);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['flag-20']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['flag-20', 'flag-21']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('2 selected flags');
  });

  it('searches locally with "Search for {plural}" and says when nothing matches', async () => {
    const { user, trigger } = setup({ searchable: true });
    await user.click(trigger);
    const search = screen.getByPlaceholderText('Search for flags');
    await user.type(search, '-1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      flags.filter((f) => f.includes('-1')),
    );
    await user.clear(search);
    await user.type(search, 'nope');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('debounces server search', async () => {
    const onSearch = jest.fn();
    const { user, trigger } = setup({ searchable: true, onSearch }, { fakeTimers: true });
    await user.click(trigger);
    await user.type(screen.getByPlaceholderText('Search for flags'), 'un');
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(onSearch).not.toHaveBeenCalledWith('un');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenLastCalledWith('un');
  });

  it('keeps selected items that are not in the loaded list visible', async () => {
    const { user, onChange, trigger } = setup({ value: ['from-url'] });
    expect(trigger).toHaveTextContent('from-url');
    await user.click(trigger);
    const option = screen.getByRole('option', { name: 'from-url' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith([]);
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

  it('shows a loader while the first page loads and respects disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(
      <MultiSelect aria-label="Flags" resourceName="flag" items={[]} isLoading onChange={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: /^Flags/ }));
    expect(within(screen.getByRole('listbox')).getByLabelText('Loading')).toBeInTheDocument();
    rerender(
      <MultiSelect
        aria-label="Flags"
        resourceName="flag"
        items={flags}
        disabled
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /^Flags/ })).toBeDisabled();
  });

  it('uses a visible label as the name', () => {
    renderWithTheme(
      <MultiSelect label="Show by" resourceName="component" items={['api']} onChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Show by All components' })).toHaveTextContent(
      'All components',
    );
  });
});
