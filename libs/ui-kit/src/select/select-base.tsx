// The parts Select and MultiSelect share: props, the combobox store, search, keyboard, the infinite-list
// trigger, the dropdown frame and the screen-reader status.
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  Combobox,
  Group,
  Loader,
  ScrollArea,
  Text,
  VisuallyHidden,
  useCombobox,
  type ComboboxStore,
} from '@mantine/core';
import { useInView } from '../use-in-view/use-in-view';
import { SEARCH_DEBOUNCE } from '../search-field/search-field';
import { useA11yStatus } from './use-a11y-status';

/** Highlight jump of PageUp / PageDown. */
export const SELECT_PAGE_JUMP = 10;
/** Maximum height of the option list. */
export const SELECT_MAX_HEIGHT = '20rem';

/** Props of both selects; each adds its value, `onChange`, `renderItem`, `resourceName` and variants. */
export interface SelectBaseProps<T> {
  /** Forwarded to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
  /** Options, in display order. */
  items: readonly T[];
  /** Text of an item, used for the default rendering and for local search. @default String(item) */
  itemToString?: (item: T) => string;
  /** Stable key of an item. @default itemToString */
  getKey?: (item: T) => string;
  /** Visible label above the trigger. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Shows a search box in the dropdown. @default false */
  searchable?: boolean;
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
  /** @default false */
  disabled?: boolean;
  /** id of the trigger button. */
  id?: string;
  /** Called when the dropdown opens or closes. */
  onOpenChange?: (opened: boolean) => void;
}

/** Moves the highlight by a page (10 options), from the first or last when nothing is highlighted. */
export function movePage(store: ComboboxStore, count: number, direction: 1 | -1): void {
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
 * The combobox store: opening focuses the search box (or, with `highlightChosen`, highlights the chosen
 * option); closing clears the highlight and gives the focus back to the trigger.
 */
export function useSelectCombobox({
  searchable,
  onOpenChange,
  highlightChosen,
}: {
  searchable: boolean;
  onOpenChange?: (opened: boolean) => void;
  highlightChosen: boolean;
}): ComboboxStore {
  const combobox = useCombobox({
    onDropdownOpen: () => {
      onOpenChange?.(true);
      if (searchable) combobox.focusSearchInput();
      else if (highlightChosen) combobox.updateSelectedOptionIndex('active');
    },
    onDropdownClose: () => {
      onOpenChange?.(false);
      combobox.resetSelectedOption();
      combobox.focusTarget();
    },
  });
  return combobox;
}

/** The search term and the items it keeps: filtered here, or by the server through a debounced `onSearch`. */
export function useSelectSearch<T>({
  items,
  itemToString,
  onSearch,
}: {
  items: readonly T[];
  itemToString: (item: T) => string;
  onSearch?: (term: string) => void;
}) {
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (!onSearch) return undefined;
    const timer = setTimeout(() => onSearch(search), SEARCH_DEBOUNCE);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search term restarts the timer
  }, [search]);

  const filtered = useMemo(() => {
    if (onSearch || !search) return items;
    const term = search.toLowerCase();
    return items.filter((item) => itemToString(item).toLowerCase().includes(term));
  }, [items, itemToString, onSearch, search]);

  return { search, setSearch, filtered };
}

/**
 * What an open list needs: the screen-reader status for `resultCount` results, the infinite-list trigger, and
 * PageUp / PageDown over `optionCount` options (for the trigger and the search box).
 */
export function useSelectList(
  combobox: ComboboxStore,
  {
    resultCount,
    optionCount,
    isLoading,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  }: {
    resultCount: number;
    optionCount: number;
    isLoading: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    onLoadMore?: () => void;
  },
) {
  const status = useA11yStatus(combobox.dropdownOpened && !isLoading, resultCount);
  const canLoadMore = hasNextPage && !!onLoadMore && !isLoading;
  const { ref: loadMoreRef } = useInView<HTMLDivElement>(() => onLoadMore?.(), {
    disabled: !canLoadMore || isFetchingNextPage || !combobox.dropdownOpened,
  });

  const onPageKeys = (event: KeyboardEvent) => {
    if (!combobox.dropdownOpened) return;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      movePage(combobox, optionCount, event.key === 'PageDown' ? 1 : -1);
    }
  };

  return { status, canLoadMore, loadMoreRef, onPageKeys };
}

/**
 * The dropdown: the search box, the list (named `listName`, at most 20rem high), a loader while the first page
 * loads, and the 'Loading more items...' trigger.
 */
export function SelectDropdown({
  variant,
  search,
  onSearchChange,
  searchPlaceholder,
  onKeyDown,
  listName,
  multiselectable = false,
  isLoading,
  canLoadMore,
  loadMoreRef,
  children,
}: {
  variant: string;
  /** The search box's text; no search box when undefined. */
  search: string | undefined;
  onSearchChange: (term: string) => void;
  searchPlaceholder: string;
  onKeyDown: (event: KeyboardEvent) => void;
  listName: ReactNode;
  multiselectable?: boolean;
  isLoading: boolean;
  canLoadMore: boolean;
  loadMoreRef: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const listLabelId = useId();
  return (
    <Combobox.Dropdown data-variant={variant}>
      {search !== undefined && (
        <Combobox.Search
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          onKeyDown={onKeyDown}
        />
      )}
      <VisuallyHidden id={listLabelId}>{listName}</VisuallyHidden>
      <Combobox.Options labelledBy={listLabelId} aria-multiselectable={multiselectable ? 'true' : undefined}>
        <ScrollArea.Autosize mah={SELECT_MAX_HEIGHT} type="scroll">
          {isLoading ? (
            <Group justify="center" p="sm">
              <Loader size="sm" aria-label="Loading" />
            </Group>
          ) : (
            children
          )}
          {canLoadMore && (
            <Text ref={loadMoreRef} size="sm" c="dimmed" px="sm" py={6} data-load-more>
              Loading more items...
            </Text>
          )}
        </ScrollArea.Autosize>
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}

/** The list's text when nothing matches the search. */
export function SelectEmpty() {
  return <Combobox.Empty>No results found</Combobox.Empty>;
}

/** The polite live region that reads the result count (outside the dropdown, so it is always there). */
export function SelectStatus({ status }: { status: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-select-status>
      {status}
    </VisuallyHidden>
  );
}
