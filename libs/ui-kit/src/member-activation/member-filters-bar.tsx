import { Group } from '@mantine/core';
import { SearchField } from '../search-field/search-field';
import { Select } from '../select/select';
import {
  activatedOfLabel,
  isAdminOfLabel,
  MEMBER_ROLE_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberFilterState,
  type MemberFilterUpdate,
  type MemberStatusLabels,
  roleLabelOf,
  statusLabelOf,
} from './member-filters';

export interface MemberFiltersProps {
  value: MemberFilterState;
  /** Called with the changed filter; a search (typed, reported after 500 ms) replaces the history entry. */
  onChange: MemberFilterUpdate;
  /** @default MEMBER_STATUS_LABELS ('All users', 'Active users', 'Inactive users') */
  statusLabels?: MemberStatusLabels;
}

/** The filters above a members list: status, role and a search box (spec §2, §4). */
export function MemberFilters({ value, onChange, statusLabels = MEMBER_STATUS_LABELS }: MemberFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" data-testid="member-filters">
      <Select
        label="Status"
        items={statusLabels}
        value={statusLabelOf(value.activated, statusLabels)}
        onChange={(label) => onChange({ activated: activatedOfLabel(label, statusLabels) })}
      />
      <Select
        label="Role"
        items={MEMBER_ROLE_LABELS}
        value={roleLabelOf(value.isAdmin)}
        onChange={(label) => onChange({ isAdmin: isAdminOfLabel(label) })}
      />
      <div style={{ minWidth: 240, flex: 1, maxWidth: 400 }}>
        <SearchField
          placeholder="Search"
          value={value.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      </div>
    </Group>
  );
}
