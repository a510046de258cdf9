// Generates a curated share's module, or Mantine's curated stylesheet (see curated-share.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { curatedModule, curatedStyles, packageEntry } from './curated-share.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export default async function curatedShareLoader() {
  const { styles } = this.getOptions() ?? {};
  // Any source may start or stop using a name: watch builds regenerate on a change in an app's or lib's src/.
  for (const group of ['apps', 'libs']) {
    for (const project of fs.readdirSync(path.join(root, group))) {
      const src = path.join(root, group, project, 'src');
      if (fs.existsSync(src)) this.addContextDependency(src);
    }
  }
  if (styles) {
    const files = await curatedStyles(styles);
    for (const file of files) this.addDependency(file.file);
    return files.map((file) => file.text.trim()).join('\n\n') + '\n';
  }
  const name = new URLSearchParams(this.resourceQuery.slice(1)).get('package');
  if (!name) throw new Error('curated share: no ?package= in the request');
  this.addDependency(packageEntry(name));
  return curatedModule(name);
}
