import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  Combobox,
  Group,
  Input,
  InputBase,
  Loader,
  ScrollArea,
  Text,
  VisuallyHidden,
  useCombobox,
  type ComboboxStore,
} from '@mantine/core';
import { useInView } from '../use-in-view/use-in-view';
import { SEARCH_DEBOUNCE } from '../search-field/search-field';
import { pluralize } from './pluralize';
import { useA11yStatus } from './use-a11y-status';

export type SelectVariant = 'default' | 'gray' | 'text' | 'defaultOrgSelector';

/** Highlight jump of PageUp / PageDown. */
export const SELECT_PAGE_JUMP = 10;
/** Maximum height of the option list. */
export const SELECT_MAX_HEIGHT = '20rem';

export interface SelectProps<T> {
  /** Forwarded to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
  /** Options, in display order. */
  items: readonly T[];
  /** Selected item. @default null */
  value?: T | null;
  /** Called with the chosen item (click or Enter). */
  onChange: (item: T) => void;
  /** Text of an item, used for the default rendering and for local search. @default String(item) */
  itemToString?: (item: T) => string;
  /** Stable key of an item. @default itemToString */
  getKey?: (item: T) => string;
  /** Option content. @default itemToString(item) */
  renderItem?: (item: T, state: { selected: boolean }) => ReactNode;
  /** Trigger content for the selected item. @default renderItem or itemToString */
  renderSelected?: (item: T) => ReactNode;
  /** Trigger text with nothing selected. @default 'Select' */
  placeholder?: string;
  /** Visible label above the trigger. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Shows a search box in the dropdown. @default false */
  searchable?: boolean;
  /** Singular resource name; the search placeholder becomes 'Search for {plural}'. */
  resourceName?: string;
  /** Server-side search, called 500 ms after typing stops. Without it, items are filtered locally. */
  onSearch?: (term: string) => void;
  /** Items are loading (first page). @default false */
  isLoading?: boolean;
  /** More pages exist; a 'Loading more items...' trigger ends the list. @default false */
  hasNextPage?: boolean;
  /** Next page is being fetched. @default false */
  isFetchingNextPage?: boolean;
  /** Called when the 'Loading more items...' trigger scrolls into view. */
  onLoadMore?: () => void;
  /** @default 'default' */
  variant?: SelectVariant;
  /** @default false */
  disabled?: boolean;
  /** id of the trigger button. */
  id?: string;
  /** Called when the dropdown opens or closes. */
  onOpenChange?: (opened: boolean) => void;
}

const inputVariant: Record<SelectVariant, 'default' | 'filled' | 'unstyled'> = {
  default: 'default',
  gray: 'filled',
  text: 'unstyled',
  defaultOrgSelector: 'default',
};

function movePage(store: ComboboxStore, count: number, direction: 1 | -1) {
  if (count === 0) return;
  const current = store.getSelectedOptionIndex();
  const next =
    current < 0
      ? direction > 0
        ? Math.min(SELECT_PAGE_JUMP, count) - 1
        : 0
      : current + direction * SELECT_PAGE_JUMP;
  store.selectOption(Math.max(0, Math.min(count - 1, next)));
}

/**
 * The one select control: optional search, infinite 'Loading more items...' trigger, keyboard
 * (arrows, Enter, Escape, PageUp/PageDown by 10) and screen-reader result announcements.
 */
export function Select<T>({
  ref,
  items,
  value = null,
  onChange,
  itemToString = (item) => String(item),
  getKey,
  renderItem,
  renderSelected,
  placeholder = 'Select',
  label,
  'aria-label': ariaLabel,
  searchable = false,
  resourceName,
  onSearch,
  isLoading = false,
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  variant = 'default',
  disabled = false,
  id,
  onOpenChange,
}: SelectProps<T>) {
  const keyOf = getKey ?? itemToString;
  const listLabelId = useId();
  const nameId = useId();
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const [search, setSearch] = useState('');

  const combobox = useCombobox({
    onDropdownOpen: () => {
      onOpenChange?.(true);
      if (searchable) combobox.focusSearchInput();
      else combobox.updateSelectedOptionIndex('active');
    },
    onDropdownClose: () => {
      onOpenChange?.(false);
      combobox.resetSelectedOption();
      combobox.focusTarget();
    },
  });

  // Server-side search is debounced; local search filters at once.
  useEffect(() => {
    if (!onSearch) return undefined;
    const timer = setTimeout(() => onSearch(search), SEARCH_DEBOUNCE);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search term restarts the timer
  }, [search]);

  const shown = useMemo(() => {
    if (onSearch || !search) return items;
    const term = search.toLowerCase();
    return items.filter((item) => itemToString(item).toLowerCase().includes(term));
  }, [items, itemToString, onSearch, search]);

  const status = useA11yStatus(combobox.dropdownOpened && !isLoading, shown.length);
  const canLoadMore = hasNextPage && !!onLoadMore;
  const { ref: loadMoreRef } = useInView<HTMLDivElement>(() => onLoadMore?.(), {
    disabled: !canLoadMore || isFetchingNextPage || !combobox.dropdownOpened,
  });

  const selectedKey = value == null ? null : keyOf(value);
  const searchPlaceholder = resourceName ? `Search for ${pluralize(resourceName)}` : 'Search';

  const onPageKeys = (event: KeyboardEvent) => {
    if (!combobox.dropdownOpened) return;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      movePage(combobox, shown.length, event.key === 'PageDown' ? 1 : -1);
    }
  };

  return (
    <>
      <Combobox
        store={combobox}
        disabled={disabled}
        withinPortal
        width={variant === 'defaultOrgSelector' ? 'target' : undefined}
        position="bottom-start"
        onOptionSubmit={(key) => {
          const item = shown.find((candidate) => keyOf(candidate) === key);
          if (item !== undefined) onChange(item);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target targetType="button">
          <InputBase
            ref={ref}
            id={triggerId}
            component="button"
            type="button"
            pointer
            label={label}
            // The name is the hidden label followed by the visible choice, so that speech input users can say
            // what they see (WCAG 2.5.3) and screen readers hear both.
            aria-labelledby={ariaLabel && !label ? `${nameId} ${triggerId}` : undefined}
            disabled={disabled}
            variant={inputVariant[variant]}
            size={variant === 'defaultOrgSelector' ? 'md' : 'sm'}
            w={variant === 'defaultOrgSelector' ? '100%' : undefined}
            miw={variant === 'text' ? undefined : 200}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
            onKeyDown={onPageKeys}
            data-variant={variant}
            data-open={combobox.dropdownOpened || undefined}
            data-has-value={value != null || undefined}
          >
            {value != null ? (
              ((renderSelected ?? renderItem)?.(value, { selected: true }) ?? itemToString(value))
            ) : (
              <Input.Placeholder>{placeholder}</Input.Placeholder>
            )}
          </InputBase>
        </Combobox.Target>

        <Combobox.Dropdown data-variant={variant}>
          {searchable && (
            <Combobox.Search
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              onKeyDown={onPageKeys}
            />
          )}
          <VisuallyHidden id={listLabelId}>
            {ariaLabel ?? (typeof label === 'string' ? label : placeholder)}
          </VisuallyHidden>
          <Combobox.Options labelledBy={listLabelId}>
            <ScrollArea.Autosize mah={SELECT_MAX_HEIGHT} type="scroll">
              {isLoading ? (
                <Group justify="center" p="sm">
                  <Loader size="sm" aria-label="Loading" />
                </Group>
              ) : shown.length === 0 ? (
                <Combobox.Empty>No results found</Combobox.Empty>
              ) : (
                shown.map((item) => {
                  const key = keyOf(item);
                  const selected = key === selectedKey;
                  return (
                    <Combobox.Option value={key} key={key} active={selected} aria-selected={selected}>
                      {renderItem ? renderItem(item, { selected }) : itemToString(item)}
                    </Combobox.Option>
                  );
                })
              )}
              {canLoadMore && !isLoading && (
                <Text ref={loadMoreRef} size="sm" c="dimmed" px="sm" py={6} data-load-more>
                  Loading more items...
                </Text>
              )}
            </ScrollArea.Autosize>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {ariaLabel && !label && <VisuallyHidden id={nameId}>{ariaLabel}</VisuallyHidden>}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-select-status>
        {status}
      </VisuallyHidden>
    </>
  );
}
