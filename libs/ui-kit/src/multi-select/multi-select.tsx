import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  CheckIcon,
  Combobox,
  Group,
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
import { pluralize } from '../select/pluralize';
import { useA11yStatus } from '../select/use-a11y-status';
import { SELECT_MAX_HEIGHT, SELECT_PAGE_JUMP } from '../select/select';

export type MultiSelectVariant = 'default' | 'gray' | 'text';

// Cannot collide with an item key: item keys come from item text, which never holds a NUL.
const ALL_KEY = '\u0000all';

export interface MultiSelectProps<T> {
  /** Forwarded to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
  /** Options, in display order. */
  items: readonly T[];
  /** Selected items. @default [] */
  value?: readonly T[];
  /** Called with the new selection each time an option is toggled or the selection is reset. */
  onChange: (items: T[]) => void;
  /** Text of an item, used for the default rendering and for local search. @default String(item) */
  itemToString?: (item: T) => string;
  /** Stable key of an item. @default itemToString */
  getKey?: (item: T) => string;
  /** Option content (the check mark is added around it). @default itemToString(item) */
  renderItem?: (item: T, state: { selected: boolean }) => ReactNode;
  /** Singular resource name: trigger 'All {plural}' / 'N selected {plural}', search 'Search for {plural}'. */
  resourceName: string;
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
  /** @default 'default' */
  variant?: MultiSelectVariant;
  /** @default false */
  disabled?: boolean;
  /** id of the trigger button. */
  id?: string;
  /** Called when the dropdown opens or closes. */
  onOpenChange?: (opened: boolean) => void;
}

const inputVariant: Record<MultiSelectVariant, 'default' | 'filled' | 'unstyled'> = {
  default: 'default',
  gray: 'filled',
  text: 'unstyled',
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

/** Trigger text: 'All flags', the one selected item, or '2 selected flags'. */
export function multiSelectSummary(count: number, resourceName: string, single?: string): string {
  const plural = pluralize(resourceName);
  if (count === 0) return `All ${plural}`;
  if (count === 1 && single !== undefined) return single;
  return `${count} selected ${plural}`;
}

/**
 * Select of several items, built like `Select`: same keyboard (arrows, Enter toggles, Escape closes,
 * PageUp/PageDown by 10), search, infinite list and announcements. The first option, 'All {plural}',
 * clears the selection; the dropdown stays open while options are toggled.
 */
export function MultiSelect<T>({
  ref,
  items,
  value = [],
  onChange,
  itemToString = (item) => String(item),
  getKey,
  renderItem,
  resourceName,
  label,
  'aria-label': ariaLabel,
  searchable = false,
  onSearch,
  isLoading = false,
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  variant = 'default',
  disabled = false,
  id,
  onOpenChange,
}: MultiSelectProps<T>) {
  const keyOf = getKey ?? itemToString;
  const listLabelId = useId();
  const summaryId = useId();
  const nameId = useId();
  const [search, setSearch] = useState('');
  const plural = pluralize(resourceName);
  const allLabel = `All ${plural}`;

  const combobox = useCombobox({
    onDropdownOpen: () => {
      onOpenChange?.(true);
      if (searchable) combobox.focusSearchInput();
    },
    onDropdownClose: () => {
      onOpenChange?.(false);
      combobox.resetSelectedOption();
      combobox.focusTarget();
    },
  });

  useEffect(() => {
    if (!onSearch) return undefined;
    const timer = setTimeout(() => onSearch(search), SEARCH_DEBOUNCE);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search term restarts the timer
  }, [search]);

  const selectedKeys = useMemo(() => new Set(value.map(keyOf)), [value, keyOf]);

  const shown = useMemo(() => {
    const filtered =
      onSearch || !search
        ? items
        : items.filter((item) => itemToString(item).toLowerCase().includes(search.toLowerCase()));
    if (search) return filtered;
    // Selected items that are not in the loaded page (e.g. chosen from the URL) stay visible so they can be removed.
    const present = new Set(filtered.map(keyOf));
    const missing = value.filter((item) => !present.has(keyOf(item)));
    return missing.length ? [...missing, ...filtered] : filtered;
  }, [items, itemToString, keyOf, onSearch, search, value]);

  const showAll = !search;
  const optionCount = shown.length + (showAll ? 1 : 0);
  const status = useA11yStatus(combobox.dropdownOpened && !isLoading, shown.length);
  const canLoadMore = hasNextPage && !!onLoadMore;
  const { ref: loadMoreRef } = useInView<HTMLDivElement>(() => onLoadMore?.(), {
    disabled: !canLoadMore || isFetchingNextPage || !combobox.dropdownOpened,
  });

  const toggle = (key: string) => {
    if (key === ALL_KEY) {
      if (value.length) onChange([]);
      return;
    }
    if (selectedKeys.has(key)) {
      onChange(value.filter((item) => keyOf(item) !== key));
      return;
    }
    const item = shown.find((candidate) => keyOf(candidate) === key);
    if (item !== undefined) onChange([...value, item]);
  };

  const onPageKeys = (event: KeyboardEvent) => {
    if (!combobox.dropdownOpened) return;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      movePage(combobox, optionCount, event.key === 'PageDown' ? 1 : -1);
    }
  };

  const summary = multiSelectSummary(
    value.length,
    resourceName,
    value.length === 1 ? itemToString(value[0] as T) : undefined,
  );
  const searchPlaceholder = `Search for ${plural}`;
  const name =
    ariaLabel ?? (typeof label === 'string' ? label : plural.charAt(0).toUpperCase() + plural.slice(1));

  return (
    <>
      <Combobox
        store={combobox}
        disabled={disabled}
        withinPortal
        position="bottom-start"
        onOptionSubmit={toggle}
      >
        <Combobox.Target targetType="button">
          <InputBase
            ref={ref}
            id={id}
            component="button"
            type="button"
            pointer
            label={label}
            labelProps={{ id: nameId }}
            aria-labelledby={`${nameId} ${summaryId}`}
            disabled={disabled}
            variant={inputVariant[variant]}
            size="sm"
            miw={variant === 'text' ? undefined : 200}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
            onKeyDown={onPageKeys}
            data-variant={variant}
            data-open={combobox.dropdownOpened || undefined}
            data-count={value.length}
          >
            {/* Named by the label and the summary, so screen readers hear the selection too. */}
            {label == null && (
              <VisuallyHidden component="span" id={nameId}>
                {name}
              </VisuallyHidden>
            )}
            <span id={summaryId}>{summary}</span>
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
          <VisuallyHidden id={listLabelId}>{name}</VisuallyHidden>
          <Combobox.Options labelledBy={listLabelId} aria-multiselectable="true">
            <ScrollArea.Autosize mah={SELECT_MAX_HEIGHT} type="scroll">
              {isLoading ? (
                <Group justify="center" p="sm">
                  <Loader size="sm" aria-label="Loading" />
                </Group>
              ) : (
                <>
                  {showAll && (
                    <Combobox.Option
                      value={ALL_KEY}
                      active={value.length === 0}
                      aria-selected={value.length === 0}
                      data-all
                    >
                      <OptionContent selected={value.length === 0}>{allLabel}</OptionContent>
                    </Combobox.Option>
                  )}
                  {shown.length === 0 ? (
                    <Combobox.Empty>No results found</Combobox.Empty>
                  ) : (
                    shown.map((item) => {
                      const key = keyOf(item);
                      const selected = selectedKeys.has(key);
                      return (
                        <Combobox.Option value={key} key={key} active={selected} aria-selected={selected}>
                          <OptionContent selected={selected}>
                            {renderItem ? renderItem(item, { selected }) : itemToString(item)}
                          </OptionContent>
                        </Combobox.Option>
                      );
                    })
                  )}
                </>
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
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-select-status>
        {status}
      </VisuallyHidden>
    </>
  );
}

function OptionContent({ selected, children }: { selected: boolean; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* Fixed-width slot so labels line up whether or not they are checked. */}
      <span style={{ display: 'inline-flex', width: 12, flexShrink: 0 }} aria-hidden="true">
        {selected && <CheckIcon size={12} />}
      </span>
      <span>{children}</span>
    </Group>
  );
}
