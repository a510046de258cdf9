// Scratch: the coverage-pages setup, kept running for exploration (engineer D; deleted at the end).
import fs from 'node:fs';
import { startServer } from '@canopy/tools/harness';
import { GitProject, lcov } from '../src/support/git-project.ts';
const TOKEN = 'coverage-pages-token';
const src = fs.readFileSync(new URL('../src/coverage-pages.e2e.ts', import.meta.url), 'utf8');
const grab = (name: string) => eval(src.match(new RegExp(`const ${name} = (\\[[\\s\\S]*?\\n\\]);`))![1]);
const CART = grab('CART');
const PRICE = grab('PRICE');
const FORMAT = grab('FORMAT');
const CART_PULL = [
  ...CART.slice(0, 8),
  '  if (items.length > 10) {',
  '    return sum - 5;',
  '  }',
  ...CART.slice(8),
];
const server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
const project = new GitProject(server, 'acme', 'shop', TOKEN);
await project.init();
await project.signIn();
project.write('.gitignore', 'coverage/\nnotes.txt\n');
project.write('src/cart/cart.js', CART);
project.write('src/cart/price.js', PRICE);
project.write('src/util/format.js', FORMAT);
project.write(
  'coverage/unit.info',
  lcov({
    'src/cart/cart.js': '1:4 2:4 3:4 4:9 6:4 7:0 9:4 10:4 11:1',
    'src/cart/price.js': '1:1 2:3 3:0 5:1',
  }),
);
project.write('coverage/integration.info', lcov({ 'src/util/format.js': '1:1 2:2 4:1 5:0 7:1' }));
const main = await project.commitAll('Cart totals with a discount over 100');
await project.canopyCli('--branch', 'main', '--flag', 'unit', '--file', 'coverage/unit.info');
await project.canopyCli('--branch', 'main', '--flag', 'integration', '--file', 'coverage/integration.info');
console.log('main', main, (await project.settled(main)).state);
await project.git('checkout', '-q', '-b', 'broken');
project.write('README.md', '# shop\n');
const broken = await project.commitAll('Add a readme');
project.write('notes.txt', 'these are meeting notes, not coverage\n');
await project.canopyCli('--branch', 'broken', '--file', 'notes.txt').catch(() => '');
console.log('broken', broken, (await project.settled(broken)).state);
await project.git('checkout', '-q', '-b', 'discount', main);
project.write('src/cart/cart.js', CART_PULL);
project.write(
  'coverage/unit.info',
  lcov({
    'src/cart/cart.js': '1:4 2:4 3:4 4:9 6:4 7:0 9:4 10:0 11:4 12:4 13:4 14:1',
    'src/cart/price.js': '1:1 2:3 3:0 5:1',
  }),
);
const pull = await project.commitAll('Five off for more than ten items');
const pullArgs = ['--branch', 'discount', '--pr', '5', '--diff-base', 'main'];
await project.canopyCli(...pullArgs, '--flag', 'unit', '--file', 'coverage/unit.info');
await project.canopyCli(...pullArgs, '--flag', 'integration', '--file', 'coverage/integration.info');
console.log('pull', pull, (await project.settled(pull)).state);
fs.writeFileSync('/tmp/d-server.json', JSON.stringify({ url: server.url, main, broken, pull }));
console.log('READY', server.url);
setInterval(() => fs.writeFileSync('/tmp/d-server.log', server.logs()), 2000);
process.on('SIGTERM', async () => {
  await server.stop();
  project.remove();
  process.exit(0);
});
