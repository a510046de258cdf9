import { Code, Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '@canopy/ui-kit';
import { SNIPPET_FORMATS, snippet } from './badge-urls';

export interface SnippetBlockProps {
  /** What the snippets embed, for the copy buttons' names ("badge", "sunburst graph"…). */
  name: string;
  url: string;
  link: string;
  alt: string;
}

/** The Markdown, HTML and reStructuredText snippets of one image, each with a copy button. */
export function SnippetBlock({ name, url, link, alt }: SnippetBlockProps) {
  return (
    <Stack gap="xs">
      {SNIPPET_FORMATS.map((format) => {
        const text = snippet(format, url, link, alt);
        return (
          <Stack key={format} gap={2}>
            <Text size="sm" fw={500}>
              {format}
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {text}
              </Code>
              <CopyButton value={text} label={`Copy ${name} ${format}`} />
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
