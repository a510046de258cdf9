import { useState, type Ref } from 'react';
import { Avatar as MantineAvatar, type MantineSize } from '@mantine/core';

export type AvatarState = 'loading' | 'loaded' | 'failed';

export interface AvatarProps {
  ref?: Ref<HTMLDivElement>;
  /** Username: alt text and the fallback letter. */
  username?: string | null;
  /** Image address; without one the letter avatar shows at once. */
  src?: string | null;
  /** @default 'sm' */
  size?: MantineSize | number;
}

/** First letter of the username in upper case, or '?'. */
export function avatarLetter(username?: string | null): string {
  const first = username?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** User or org avatar: loading → loaded, or on failure a blue letter avatar (spec §4). */
export function Avatar({ ref, username, src, size = 'sm' }: AvatarProps) {
  const [loaded, setLoaded] = useState<{ src: string | null | undefined; state: AvatarState }>({
    src,
    state: 'loading',
  });
  // A new address starts loading again.
  const state: AvatarState = !src ? 'failed' : loaded.src === src ? loaded.state : 'loading';
  const setState = (next: AvatarState) => setLoaded({ src, state: next });
  const label = username ? `avatar of ${username}` : 'avatar';

  if (state === 'failed' || !src) {
    return (
      <MantineAvatar
        ref={ref}
        size={size}
        radius="xl"
        color="blue"
        variant="filled"
        role="img"
        aria-label={label}
        data-state="failed"
      >
        {avatarLetter(username)}
      </MantineAvatar>
    );
  }
  return (
    <MantineAvatar
      ref={ref}
      size={size}
      radius="xl"
      src={src}
      alt={label}
      data-state={state}
      imageProps={{ onLoad: () => setState('loaded'), onError: () => setState('failed') }}
    />
  );
}
