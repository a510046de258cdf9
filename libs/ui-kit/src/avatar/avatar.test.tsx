import { fireEvent, screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { Avatar, avatarLetter } from './avatar';

describe('Avatar', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => <Avatar ref={ref} username="ada" src="https://avatars.example/ada.png" />,
      {
        refType: HTMLDivElement,
      },
    );
  });

  it('goes from loading to loaded', () => {
    const view = renderWithTheme(<Avatar username="ada" src="https://avatars.example/ada.png" />);
    const img = screen.getByRole('img', { name: 'avatar of ada' });
    expect(view.container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
    fireEvent.load(img);
    expect(view.container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });

  it('falls back to a letter avatar when the image fails', () => {
    const view = renderWithTheme(<Avatar username="grace" src="https://avatars.example/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'avatar of grace' }));
    const fallback = view.container.querySelector('[data-state]');
    expect(fallback).toHaveAttribute('data-state', 'failed');
    expect(fallback).toHaveTextContent('G');
  });

  it('uses the letter avatar without an image, and "?" without a username', () => {
    renderWithTheme(<Avatar username={null} />);
    expect(screen.getByRole('img', { name: 'avatar' })).toHaveTextContent('?');
    expect(avatarLetter(' linus')).toBe('L');
  });
});
