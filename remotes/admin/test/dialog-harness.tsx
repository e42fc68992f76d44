import type { ServiceName } from '@sqw/contracts/areas';
import { fieldMessage, renderWithProviders, serve, type Routes } from '@sqw/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

export type DialogCallbacks = { onClose: jest.Mock; onDone: jest.Mock };

/**
 * Renders an admin dialog against its one service, faked with `routes`, with spies for the
 * dialog's close and done callbacks; answers the recorded requests, the spies and a user.
 */
export function openDialog(dialog: (callbacks: DialogCallbacks) => ReactElement, service: { name: ServiceName; url: string }, routes: Routes) {
  const calls = serve(service.url, routes);
  const callbacks: DialogCallbacks = { onClose: jest.fn(), onDone: jest.fn() };
  renderWithProviders(dialog(callbacks), { services: { [service.name]: service.url } });
  return { calls, ...callbacks, user: userEvent.setup() };
}

export const control = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The message the dialog shows under the labelled field. */
export const messageUnder = (label: string) => fieldMessage(control(label));
