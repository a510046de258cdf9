import { serverOrigin } from './server-origin';

describe('serverOrigin', () => {
  it('is the configured API address without trailing slashes', () => {
    expect(serverOrigin('https://canopy.example.com/')).toBe('https://canopy.example.com');
    expect(serverOrigin('https://example.com/canopy//')).toBe('https://example.com/canopy');
  });

  it("is the page's own origin when no API address is configured", () => {
    expect(serverOrigin('')).toBe(window.location.origin);
    expect(serverOrigin(undefined)).toBe(window.location.origin);
  });
});
