// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must reach every program that type-checks this source (apps import it directly)
/// <reference path="../css-modules.d.ts" />
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorScheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { canopyColorSchemeManager, canopyCssVariables, canopyTheme } from './theme';
import {
  NOTIFICATION_DEFAULT_DURATION,
  TOAST_GUTTER,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH,
  TOAST_POSITION,
  TOAST_REMOVE_DELAY,
} from '../notify/notify';
import * as toastClasses from '../notify/toast-transition.module.css';

export interface CanopyThemeProviderProps {
  children?: ReactNode;
  /**
   * Colour scheme used while nothing is stored under `theme`.
   * @default 'auto' (the system preference)
   */
  defaultColorScheme?: MantineColorScheme;
  /**
   * Mantine environment; `'test'` turns off transitions and portals.
   * @default 'default'
   */
  env?: 'default' | 'test';
  /**
   * Renders the notifications/toast container (one per page).
   * @default true
   */
  withNotifications?: boolean;
}

/** Mantine provider with the Canopy theme, the stored colour scheme and the notification stack of spec §9. */
export function CanopyThemeProvider({
  children,
  defaultColorScheme = 'auto',
  env = 'default',
  withNotifications = true,
}: CanopyThemeProviderProps) {
  return (
    <MantineProvider
      theme={canopyTheme}
      cssVariablesResolver={canopyCssVariables}
      colorSchemeManager={canopyColorSchemeManager}
      defaultColorScheme={defaultColorScheme}
      env={env}
    >
      {withNotifications && (
        <Notifications
          position={TOAST_POSITION}
          limit={TOAST_LIMIT}
          containerWidth={TOAST_MAX_WIDTH}
          autoClose={NOTIFICATION_DEFAULT_DURATION}
          styles={{ notification: { marginBottom: TOAST_GUTTER } }}
          transitionDuration={TOAST_REMOVE_DELAY}
          classNames={{ notification: toastClasses.toast }}
        />
      )}
      {children}
    </MantineProvider>
  );
}
