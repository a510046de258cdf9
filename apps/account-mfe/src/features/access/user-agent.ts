const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\b(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_OTHER = 40;

/**
 * A user agent as people read it ('Chrome 126 on Linux'); an agent that is no known browser keeps its first
 * product token ('curl/8.5.0'), shortened. Null or empty: null.
 */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const browser = browsers
    .map(([pattern, name]) => {
      const match = pattern.exec(agent);
      return match ? `${name} ${match[1]}` : null;
    })
    .find((found) => found !== null);
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser) return system ? `${browser} on ${system}` : browser;
  const first = agent.split(/\s+/)[0]!;
  return first.length > MAX_OTHER ? `${first.slice(0, MAX_OTHER - 1)}…` : first;
}
