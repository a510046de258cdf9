// The curated shares are plain ES modules read by Rspack; they run here in a child Node process, as in a build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const moduleUrl = new URL(`file://${path.join(__dirname, 'curated-share.mjs')}`).href;

function run<T>(body: string): T {
  const script = `const m = await import(${JSON.stringify(moduleUrl)});\nconsole.log(JSON.stringify(await (async () => { ${body} })()));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as T;
}

describe('curated shares', () => {
  it('reads the names a source imports by value, whatever their local name', () => {
    const code = [
      "import { Text, type MantineSize, Table as MantineTable } from '@mantine/core';",
      "import type { MantineTheme } from '@mantine/core';",
      "export { Button } from '@mantine/core';",
      "import { Link } from 'react-router';",
    ].join('\n');
    expect(run<string[]>(`return [...m.importedNames(${JSON.stringify(code)}, '@mantine/core')]`)).toEqual([
      'Text',
      'Table',
      'Button',
    ]);
  });

  it('refuses a namespace import, which would need the whole package', () => {
    expect(() =>
      run(`return [...m.importedNames("import * as M from '@mantine/core';", '@mantine/core')]`),
    ).toThrow(/namespace import/);
  });

  // Mantine's styles follow the files behind each name, read from its entry's imports and exports.
  it.each(['@mantine/core', 'react-router'])(
    'reads from the entry of %s every name it exports at run time',
    (name) => {
      const { parsed, real } = run<{ parsed: string[]; real: string[] }>(`
        const entry = m.packageEntry(${JSON.stringify(name)});
        return { parsed: [...m.entryExports(entry).keys()].sort(), real: [...(await m.runtimeExports(${JSON.stringify(name)}))].sort() };`);
      expect(parsed).toEqual(real);
    },
  );

  it('shares the Mantine components the apps use, and their styles in the order of styles.css', () => {
    const { names, styles } = run<{ names: string[]; styles: string[] }>(`
      return {
        names: await m.curatedNames('@mantine/core'),
        styles: (await m.curatedStyles('@mantine/core')).map((s) => s.file.split('/').pop()),
      };`);
    expect(names).toEqual(expect.arrayContaining(['MantineProvider', 'Button', 'Text']));
    expect(names).not.toContain('MantineSize');
    expect(styles.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    expect(styles).toEqual(expect.arrayContaining(['Button.css', 'Text.css', 'InlineInput.css']));
    // Components nothing imports ship no styles.
    expect(styles).not.toContain('Slider.css');
  });
});
