import type { Ref } from 'react';
import { Switch } from '@mantine/core';

export interface ActivationToggleProps {
  ref?: Ref<HTMLInputElement>;
  /** The member holds a seat. */
  activated: boolean;
  /** Called with the wanted state; without it the toggle only shows the state (read-only). */
  onChange?: (activated: boolean) => void;
  /** No change possible now (every seat taken, the counts loading, a change on its way). @default false */
  disabled?: boolean;
  /** Whose seat it is: screen readers hear 'Activate ayla' or 'ayla activated' rather than one label per row. */
  member?: string;
}

/** A member's activation: a switch labelled 'Activated' or 'Non-Active' (spec §2, §4). */
export function ActivationToggle({
  ref,
  activated,
  onChange,
  disabled = false,
  member,
}: ActivationToggleProps) {
  const readOnly = !onChange;
  return (
    <Switch
      ref={ref}
      label={activated ? 'Activated' : 'Non-Active'}
      aria-label={member ? (activated ? `${member} activated` : `Activate ${member}`) : undefined}
      checked={activated}
      disabled={disabled || readOnly}
      onChange={() => onChange?.(!activated)}
      data-activated={activated}
      data-readonly={readOnly || undefined}
    />
  );
}
