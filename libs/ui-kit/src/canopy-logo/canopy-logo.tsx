import type { Ref } from 'react';

export interface CanopyLogoProps {
  ref?: Ref<SVGSVGElement>;
  /** Height in px; the width follows. @default 28 */
  size?: number;
  /** Show the word mark next to the tree mark. @default true */
  withWordmark?: boolean;
  /** Accessible name; empty string hides it from assistive tech. @default 'Canopy' */
  title?: string;
}

/** The Canopy mark: three stacked crowns over a trunk, optionally with the word mark. */
export function CanopyLogo({ ref, size = 28, withWordmark = true, title = 'Canopy' }: CanopyLogoProps) {
  const width = withWordmark ? size * 4.2 : size;
  const labelled = title !== '';
  return (
    <svg
      ref={ref}
      width={width}
      height={size}
      viewBox={withWordmark ? '0 0 126 30' : '0 0 30 30'}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      data-wordmark={withWordmark || undefined}
    >
      <circle cx="15" cy="11" r="9" fill="var(--mantine-color-canopy-6)" />
      <circle cx="9" cy="15" r="6" fill="var(--mantine-color-canopy-8)" />
      <circle cx="21" cy="15" r="6" fill="var(--mantine-color-canopy-4)" />
      <rect x="13.5" y="17" width="3" height="11" rx="1.5" fill="var(--mantine-color-gray-6)" />
      {withWordmark && (
        <text
          x="36"
          y="21"
          fontFamily="inherit"
          fontSize="18"
          fontWeight="700"
          fill="currentColor"
          letterSpacing="0.2"
        >
          Canopy
        </text>
      )}
    </svg>
  );
}
