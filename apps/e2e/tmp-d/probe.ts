// Scratch: open a path signed in and print the aria snapshot of main content. Usage: probe.ts <path> [waitText] [script]
import fs from 'node:fs';
import { launchBrowser } from '@canopy/tools/harness';
const info = JSON.parse(fs.readFileSync('/tmp/d-server.json', 'utf8'));
const [path, waitText, script] = process.argv.slice(2);
const browser = await launchBrowser();
const context = await browser.newContext({
  baseURL: info.url,
  colorScheme: 'light',
  viewport: { width: 1280, height: 900 },
});
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('CONSOLE', m.type(), m.text().slice(0, 300));
});
await page.goto(
  `/login/dev?username=ada&to=${encodeURIComponent(path.replace('{main}', info.main).replace('{broken}', info.broken).replace('{pull}', info.pull))}`,
);
if (waitText)
  await page
    .getByText(new RegExp(waitText))
    .first()
    .waitFor({ timeout: 15000 })
    .catch((e) => console.log('WAIT FAILED', e.message));
else await page.waitForTimeout(3000);
if (script) {
  const fn = (await import(script)).default;
  await fn(page, info);
}
console.log('URL', page.url());
console.log(await page.locator('body').ariaSnapshot());
await browser.close();
