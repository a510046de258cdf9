import { useId, type ReactNode } from 'react';
import { Combobox, Input, InputBase, VisuallyHidden } from '@mantine/core';
import { pluralize } from './pluralize';
import {
  type SelectBaseProps,
  SelectDropdown,
  SelectEmpty,
  SelectStatus,
  useSelectCombobox,
  useSelectList,
  useSelectSearch,
} from './select-base';

export { SELECT_MAX_HEIGHT, SELECT_PAGE_JUMP } from './select-base';

export type SelectVariant = 'default' | 'gray' | 'text' | 'defaultOrgSelector';

export interface SelectProps<T> extends SelectBaseProps<T> {
  /** Selected item. @default null */
  value?: T | null;
  /** Called with the chosen item (click or Enter). */
  onChange: (item: T) => void;
  /** Option content. @default itemToString(item) */
  renderItem?: (item: T, state: { selected: boolean }) => ReactNode;
  /** Trigger content for the selected item. @default renderItem or itemToString */
  renderSelected?: (item: T) => ReactNode;
  /** Trigger text with nothing selected. @default 'Select' */
  placeholder?: string;
  /** Singular resource name; the search placeholder becomes 'Search for {plural}'. */
  resourceName?: string;
  /** @default 'default' */
  variant?: SelectVariant;
}

const inputVariant: Record<SelectVariant, 'default' | 'filled' | 'unstyled'> = {
  default: 'default',
  gray: 'filled',
  text: 'unstyled',
  defaultOrgSelector: 'default',
};

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
  const nameId = useId();
  const generatedId = useId();
  const triggerId = id ?? generatedId;

  const combobox = useSelectCombobox({ searchable, onOpenChange, highlightChosen: true });
  const { search, setSearch, filtered: shown } = useSelectSearch({ items, itemToString, onSearch });
  const { status, canLoadMore, loadMoreRef, onPageKeys } = useSelectList(combobox, {
    resultCount: shown.length,
    optionCount: shown.length,
    isLoading,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  });

  const selectedKey = value == null ? null : keyOf(value);
  const searchPlaceholder = resourceName ? `Search for ${pluralize(resourceName)}` : 'Search';

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
              // Mantine's placeholder grey is below AA contrast for text a trigger shows; dimmed meets it.
              <Input.Placeholder c="dimmed">{placeholder}</Input.Placeholder>
            )}
          </InputBase>
        </Combobox.Target>

        <SelectDropdown
          variant={variant}
          search={searchable ? search : undefined}
          onSearchChange={setSearch}
          searchPlaceholder={searchPlaceholder}
          onKeyDown={onPageKeys}
          listName={ariaLabel ?? (typeof label === 'string' ? label : placeholder)}
          isLoading={isLoading}
          canLoadMore={canLoadMore}
          loadMoreRef={loadMoreRef}
        >
          {shown.length === 0 ? (
            <SelectEmpty />
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
        </SelectDropdown>
      </Combobox>
      {ariaLabel && !label && <VisuallyHidden id={nameId}>{ariaLabel}</VisuallyHidden>}
      <SelectStatus status={status} />
    </>
  );
}
