import type { ReactNode, Ref } from 'react';
import { Text, Title } from '@mantine/core';

export interface PageHeadingProps {
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
  title: ReactNode;
  /** A dimmed line (or lines) under the title; nothing is shown for an empty one. */
  description?: ReactNode;
  /** 1 for the title of a page, 2 for the title of a section inside a framed page. @default 1 */
  order?: 1 | 2;
}

/** The title of a page or section with an optional dimmed description, the same size everywhere. */
export function PageHeading({ ref, title, description, order = 1 }: PageHeadingProps) {
  return (
    <div ref={ref} data-order={order}>
      <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
        {title}
      </Title>
      {description ? (
        <Text component="div" c="dimmed" size="sm" mt={4}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}
