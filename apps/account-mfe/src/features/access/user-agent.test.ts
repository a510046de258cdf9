import { describeUserAgent } from './user-agent';

test.each([
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'Chrome 126 on Linux',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Safari 17 on macOS',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    'Firefox 127 on Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
    'Edge 125 on Windows',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    'Chrome 126 on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari 17 on iOS',
  ],
  ['curl/8.5.0', 'curl/8.5.0'],
  [`python-requests/${'9'.repeat(60)}`, `python-requests/${'9'.repeat(23)}…`],
])('%s reads as %s', (agent, expected) => {
  expect(describeUserAgent(agent)).toBe(expected);
});

test('no user agent is nothing to show', () => {
  expect(describeUserAgent(null)).toBeNull();
  expect(describeUserAgent('  ')).toBeNull();
});
