// Compares two folders of browser-suite screenshots (`tmp/screenshots`, one PNG per page and theme), pixel by
// pixel in Chromium, and prints the share of pixels that differ for each page. A refactor that must not change
// the pages runs the browser suite before and after and compares the two folders.
// Run: node tools/ci/compare-screenshots.ts <before-dir> <after-dir>
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../harness/browser.ts';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: node tools/ci/compare-screenshots.ts <before-dir> <after-dir>');
  process.exit(2);
}

const names = fs
  .readdirSync(beforeDir)
  .filter((name) => name.endsWith('.png'))
  .sort();
const dataUrl = (file: string) => `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;

const browser = await launchBrowser();
const page = await browser.newPage();
let changed = 0;
try {
  for (const name of names) {
    const after = path.join(afterDir, name);
    if (!fs.existsSync(after)) {
      console.log(`${name}: missing after`);
      changed += 1;
      continue;
    }
    const result = await page.evaluate(
      async ([a, b]) => {
        const load = (src: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = src;
          });
        const [first, second] = await Promise.all([load(a!), load(b!)]);
        const pixels = (image: HTMLImageElement, width: number, height: number) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, width, height).data;
        };
        const width = Math.max(first.width, second.width);
        const height = Math.max(first.height, second.height);
        const x = pixels(first, width, height);
        const y = pixels(second, width, height);
        let differing = 0;
        for (let i = 0; i < x.length; i += 4) {
          if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2] || x[i + 3] !== y[i + 3]) {
            differing += 1;
          }
        }
        return {
          differing,
          total: width * height,
          sizes: `${first.width}x${first.height} → ${second.width}x${second.height}`,
        };
      },
      [dataUrl(path.join(beforeDir, name)), dataUrl(after)],
    );
    const share = (100 * result.differing) / result.total;
    if (result.differing > 0) changed += 1;
    console.log(`${name}: ${share.toFixed(3)} % of pixels differ (${result.sizes})`);
  }
} finally {
  await browser.close();
}
console.log(`${names.length - changed} of ${names.length} screenshots identical`);
