import type { Ref } from 'react';
import { Center, Loader } from '@mantine/core';

export interface FullPageLoaderProps {
  ref?: Ref<HTMLDivElement>;
  /** Accessible name of the status region. @default 'Loading' */
  label?: string;
  /** Fill the whole viewport (false: fill the parent section). @default true */
  fullPage?: boolean;
}

/** Centred spinner shown while a page, a gate or a remote section loads. */
export function FullPageLoader({ ref, label = 'Loading', fullPage = true }: FullPageLoaderProps) {
  return (
    <Center
      ref={ref}
      role="status"
      aria-label={label}
      aria-live="polite"
      data-full-page={fullPage || undefined}
      mih={fullPage ? '100vh' : 200}
      w="100%"
    >
      <Loader aria-hidden />
    </Center>
  );
}
