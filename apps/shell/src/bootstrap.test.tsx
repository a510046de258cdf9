jest.mock('./remotes/remotes', () => ({
  discoverRemotes: jest.fn(() => Promise.resolve({})),
  loadRemoteModule: jest.fn(),
}));

describe('bootstrap', () => {
  it('refuses to start without a #root element', async () => {
    document.body.innerHTML = '<main></main>';
    await expect(import('./bootstrap')).rejects.toThrow('No root element found');
  });
});
