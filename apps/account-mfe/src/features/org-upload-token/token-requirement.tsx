import { useState } from 'react';
import { Radio, Stack, Text, Title } from '@mantine/core';
import { useSetUploadTokenRequired } from '@canopy/account-data-access';
import { clearBannerDismissal, notifyNotice, UPLOAD_TOKEN_BANNER_KEYS } from '@canopy/ui-kit';
import { ConfirmDialog } from '@canopy/ui-kit/data-views';

/** Spec §8: the notices of the upload-token setting, word for word. */
export const REQUIREMENT_UPDATED = 'Upload token requirement updated successfully';
export const REQUIREMENT_FAILED = 'Failed to set upload token requirement';
export const REQUIREMENT_REQUEST_FAILED = 'An error occurred while updating upload token requirement';

type Choice = 'not-required' | 'required';

export interface TokenRequirementProps {
  provider: string;
  owner: string;
  required: boolean;
}

/** "Token authentication": whether uploads to the organisation's public repositories need a token. */
export function TokenRequirement({ provider, owner, required }: TokenRequirementProps) {
  const change = useSetUploadTokenRequired();
  const [confirming, setConfirming] = useState(false);
  // The choice on its way to the server, or just saved, shows at once: the owner's data is asked again after a
  // success, and until it answers it still holds the old value. A refused choice falls back to the saved one.
  const accepted = change.isPending || (change.isSuccess && !change.data?.error);
  const current = accepted && change.variables ? change.variables.uploadTokenRequired : required;
  const shown: Choice = current ? 'required' : 'not-required';

  const save = (uploadTokenRequired: boolean) =>
    change.mutateAsync(
      { provider, orgUsername: owner, uploadTokenRequired },
      {
        onSuccess: ({ error }) => {
          if (error) {
            notifyNotice({ type: 'error', text: error.message || REQUIREMENT_FAILED });
            return;
          }
          // The banners that say whether a token is required are right again: show them again (spec §4).
          clearBannerDismissal(UPLOAD_TOKEN_BANNER_KEYS);
          notifyNotice({ type: 'success', text: REQUIREMENT_UPDATED });
        },
        onError: () => notifyNotice({ type: 'error', text: REQUIREMENT_REQUEST_FAILED }),
      },
    );

  const choose = (value: string) => {
    if (value === shown) return;
    if (value === 'required') setConfirming(true);
    // A failure is shown by the notice above.
    else save(false).catch(() => {});
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="token-authentication-heading">
      <Title order={3} size="h4" id="token-authentication-heading">
        Token authentication
      </Title>
      <Text size="sm" c="dimmed">
        For the public repositories of {owner}: private repositories always upload with a token.
      </Text>
      <Radio.Group value={shown} onChange={choose} name="token-authentication">
        <Stack gap="md">
          <Radio
            value="not-required"
            label="Not required"
            disabled={change.isPending}
            description="Uploads from forks of public repositories are accepted without a token, so pull requests from outside contributors get coverage. The repositories' own branches still upload with one."
          />
          <Radio
            value="required"
            label="Required"
            disabled={change.isPending}
            description="Every upload to a public repository needs a token, forks included: uploads without one are rejected."
          />
        </Stack>
      </Radio.Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Require token for uploads"
        confirmLabel="Require token"
        onConfirm={() => save(true)}
      >
        <Text size="sm">
          Uploads to the public repositories of {owner} without a token will be rejected, including those from
          pull requests of forks, whose builds cannot read your secrets. Make sure every CI that uploads has a
          token first.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
