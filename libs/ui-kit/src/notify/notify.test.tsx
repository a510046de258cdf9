import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { expectConformance, renderWithTheme } from '../testing';
import { notify, notifyNotice, toast, TOAST_DURATIONS, TOAST_REMOVE_DELAY } from './notify';

describe('notify and toast', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(notifications, 'show');
  });
  afterEach(() => {
    show.mockRestore();
    act(() => notifications.clean());
  });

  it('is conformant (rendered notification)', async () => {
    const view = await expectConformance(() => <p>host</p>);
    act(() => {
      notify({ text: 'Settings saved' });
    });
    expect(view.getByText('Settings saved')).toBeInTheDocument();
  });

  it('uses the spec durations for each toast type', () => {
    renderWithTheme(<p>host</p>);
    act(() => {
      toast('blank');
      toast.error('error');
      toast.success('success');
      toast.loading('loading');
      toast.custom('custom');
    });
    const autoCloses = show.mock.calls.map(([data]) => [data['data-toast-type'], data.autoClose]);
    expect(autoCloses).toEqual([
      ['blank', 4000],
      ['error', 4000],
      ['success', 2000],
      ['loading', false],
      ['custom', 4000],
    ]);
    expect(TOAST_DURATIONS.loading).toBe(false);
  });

  it('lets a toast override its duration and be replaced by id', async () => {
    renderWithTheme(<p>host</p>);
    act(() => {
      toast.loading('Uploading', { id: 'upload' });
    });
    expect(await screen.findByText('Uploading')).toBeInTheDocument();
    act(() => {
      toast.error('Upload failed', { id: 'upload', duration: 10000 });
    });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('Uploading')).not.toBeInTheDocument();
  });

  it('removes a dismissed toast from the page 1000 ms later', () => {
    jest.useFakeTimers();
    try {
      renderWithTheme(<p>host</p>);
      act(() => {
        toast('Saved', { id: 'saved' });
      });
      act(() => jest.advanceTimersByTime(50));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => toast.dismiss('saved'));
      act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 100));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('notifications default to 5000 ms, 0 means never, notices last 10 s', () => {
    renderWithTheme(<p>host</p>);
    act(() => {
      notify({ text: 'a' });
      notify({ text: 'b', type: 'error', disappearAfter: 0 });
      notifyNotice({ text: 'c', type: 'warning' });
    });
    expect(show.mock.calls.map(([data]) => [data['data-notification-type'], data.autoClose])).toEqual([
      ['success', 5000],
      ['error', false],
      ['warning', 10000],
    ]);
  });
});
