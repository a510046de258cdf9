import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDollars } from '../common/money';

export interface PlanSide {
  name: string;
  seats: number;
  /** 'Monthly', 'Annual', or null for a plan that is not billed. */
  cycle: string | null;
}

export interface ReviewPlanChangesProps {
  opened: boolean;
  onClose: () => void;
  org: string;
  from: PlanSide;
  to: PlanSide;
  nextBillingDate: string | null;
  /** What each billing period costs on the new plan. */
  total: number;
  onConfirm: () => Promise<unknown>;
}

/**
 * "Review plan changes": old → new plan, seats, billing cycle and next billing date, confirmed only once the admin
 * ticks that they accept the changes. A modal of its own rather than the shared confirmation: that one has no
 * place for the acceptance a plan change needs.
 */
export function ReviewPlanChanges({
  opened,
  onClose,
  org,
  from,
  to,
  nextBillingDate,
  total,
  onConfirm,
}: ReviewPlanChangesProps) {
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);

  const close = () => {
    setAccepted(false);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller has shown the failure.
    } finally {
      setPending(false);
      close();
    }
  };

  const rows: [string, string, string][] = [
    ['Plan', from.name, to.name],
    ['Seats', String(from.seats), String(to.seats)],
    ['Billing cycle', from.cycle ?? 'None', to.cycle ?? 'None'],
  ];
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && close()}
      title="Review plan changes"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Change</Table.Th>
              <Table.Th scope="col">Now</Table.Th>
              <Table.Th scope="col">New</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, before, after]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{before}</Table.Td>
                <Table.Td>{after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          {formatDollars(total)} per {to.cycle === 'Annual' ? 'year' : 'month'}
          {nextBillingDate ? `; next billing date ${nextBillingDate}.` : '.'}
        </Text>
        <Checkbox
          label={`I accept the changes to ${org}'s plan`}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Go back
          </Button>
          <Button onClick={() => void confirm()} disabled={!accepted} loading={pending}>
            Confirm plan change
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
