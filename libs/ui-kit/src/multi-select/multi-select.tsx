import { useId, useMemo, type ReactNode } from 'react';
import { CheckIcon, Combobox, Group, InputBase, VisuallyHidden } from '@mantine/core';
import { pluralize } from '../select/pluralize';
import {
  type SelectBaseProps,
  SelectDropdown,
  SelectEmpty,
  SelectStatus,
  useSelectCombobox,
  useSelectList,
  useSelectSearch,
} from '../select/select-base';

export type MultiSelectVariant = 'default' | 'gray' | 'text';

// Cannot collide with an item key: item keys come from item text, which never holds a NUL.
const ALL_KEY = '\u0000all';

export interface MultiSelectProps<T> extends SelectBaseProps<T> {
  /** Selected items. @default [] */
  value?: readonly T[];
  /** Called with the new selection each time an option is toggled or the selection is reset. */
  onChange: (items: T[]) => void;
  /** Option content (the check mark is added around it). @default itemToString(item) */
  renderItem?: (item: T, state: { selected: boolean }) => ReactNode;
  /** Singular resource name: trigger 'All {plural}' / 'N selected {plural}', search 'Search for {plural}'. */
  resourceName: string;
  /** @default 'default' */
  variant?: MultiSelectVariant;
}

const inputVariant: Record<MultiSelectVariant, 'default' | 'filled' | 'unstyled'> = {
  default: 'default',
  gray: 'filled',
  text: 'unstyled',
};

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
  const summaryId = useId();
  const nameId = useId();
  const plural = pluralize(resourceName);
  const allLabel = `All ${plural}`;

  const combobox = useSelectCombobox({ searchable, onOpenChange, highlightChosen: false });
  const { search, setSearch, filtered } = useSelectSearch({ items, itemToString, onSearch });

  const selectedKeys = useMemo(() => new Set(value.map(keyOf)), [value, keyOf]);

  const shown = useMemo(() => {
    if (search) return filtered;
    // Selected items that are not in the loaded page (e.g. chosen from the URL) stay visible so they can be removed.
    const present = new Set(filtered.map(keyOf));
    const missing = value.filter((item) => !present.has(keyOf(item)));
    return missing.length ? [...missing, ...filtered] : filtered;
  }, [filtered, keyOf, search, value]);

  const showAll = !search;
  const { status, canLoadMore, loadMoreRef, onPageKeys } = useSelectList(combobox, {
    resultCount: shown.length,
    optionCount: shown.length + (showAll ? 1 : 0),
    isLoading,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
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

        <SelectDropdown
          variant={variant}
          search={searchable ? search : undefined}
          onSearchChange={setSearch}
          searchPlaceholder={searchPlaceholder}
          onKeyDown={onPageKeys}
          listName={name}
          multiselectable
          isLoading={isLoading}
          canLoadMore={canLoadMore}
          loadMoreRef={loadMoreRef}
        >
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
            <SelectEmpty />
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
        </SelectDropdown>
      </Combobox>
      <SelectStatus status={status} />
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
