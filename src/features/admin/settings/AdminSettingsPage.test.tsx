import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls } from '../../../api';
import {
  REPLY_TEXT_MESSAGE,
  REPLY_TITLE_MESSAGE,
  REPLY_TITLE_TAKEN_MESSAGE,
  RESOLUTION_HOURS_MESSAGE,
  RESOLUTION_RATE_MESSAGE,
  settingsRequestOf,
} from '../../../api/admin';
import {
  ADD_REPLY,
  ALSO_KEPT,
  characterCount,
  DEFAULT_TARGETS,
  EDIT_REPLY_TITLE,
  HOURS_LABEL,
  NO_REPLIES,
  RATE_LABEL,
  replyAdded,
  replyDeleted,
  replyEdited,
  replyGone,
  SAVE_REPLY,
  SAVE_TARGETS,
  SAVED,
  SETTINGS_LOAD_FAILED,
  TARGETS_SAVED,
  TEXT_LABEL,
  TITLE_LABEL,
} from './texts';

const backend = setupMockBackend();

/** The PUTs of the settings sent from now on. */
function settingsPuts(): string[] {
  const sent: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/admin/settings') sent.push(request.url);
  });
  return sent;
}

afterEach(() => {
  backend.server.events.removeAllListeners();
});

async function openSettings() {
  await signInAs('admin');
  const result = renderApp('/admin/settings');
  await screen.findByRole('heading', { level: 2, name: 'Saved replies' });
  return result;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const replyList = () => within(screen.getByRole('list', { name: 'Saved replies' }));
const replyTitles = () =>
  replyList()
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const stored = async () => {
  await signInAs('admin');
  return calls.getAdminSettings();
};
/** Another admin's save, straight to the server, as if from another browser. */
async function otherAdminSaves(
  change: (request: ReturnType<typeof settingsRequestOf>) => ReturnType<typeof settingsRequestOf>,
) {
  const settings = await calls.getAdminSettings();
  await calls.updateAdminSettings({ body: change(settingsRequestOf(settings)) });
}

async function fillReply(title: string, text: string) {
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.clear(dialog.getByRole('textbox', { name: TITLE_LABEL }));
  if (title) await userEvent.type(dialog.getByRole('textbox', { name: TITLE_LABEL }), title);
  await userEvent.clear(dialog.getByRole('textbox', { name: TEXT_LABEL }));
  if (text) {
    await userEvent.click(dialog.getByRole('textbox', { name: TEXT_LABEL }));
    await userEvent.paste(text);
  }
  return dialog;
}

describe('/admin/settings', () => {
  it('shows the targets, the saved replies with who added and edited them, and the recent changes', async () => {
    await openSettings();
    const targets = region('Targets');
    expect(targets.getByRole('spinbutton', { name: HOURS_LABEL })).toHaveValue(72);
    expect(targets.getByRole('spinbutton', { name: RATE_LABEL })).toHaveValue(90);
    expect(targets.getByText(DEFAULT_TARGETS)).toBeInTheDocument();
    expect(replyTitles()).toEqual([
      'Refund approved',
      'Need transaction hash',
      'Exchange statement requested',
      'Phishing warning',
      'Outside the dispute window',
      'Still investigating',
    ]);
    const edited = within(replyList().getAllByRole('listitem')[1] ?? document.body);
    expect(edited.getByText(/^Added by Sam Rivera on /)).toBeInTheDocument();
    expect(edited.getByText(/^Edited by Jordan Lee on /)).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'Recent changes' }));
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Added the saved reply “Still investigating”');
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Sam Rivera ·');
  });

  it('says at each target what is wrong with it, and sends nothing', async () => {
    const puts = settingsPuts();
    await openSettings();
    const hours = screen.getByRole('spinbutton', { name: HOURS_LABEL });
    const rate = screen.getByRole('spinbutton', { name: RATE_LABEL });
    await userEvent.clear(hours);
    await userEvent.clear(rate);
    await userEvent.type(rate, '101');
    await userEvent.click(screen.getByRole('button', { name: SAVE_TARGETS }));
    expect(await screen.findByText(RESOLUTION_HOURS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(RESOLUTION_RATE_MESSAGE)).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(hours, '12.5');
    await userEvent.clear(rate);
    await userEvent.type(rate, '95');
    await userEvent.click(screen.getByRole('button', { name: SAVE_TARGETS }));
    await waitFor(() => expect(screen.queryByText(RESOLUTION_RATE_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByText(RESOLUTION_HOURS_MESSAGE)).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('saves the targets: a toast, who changed them, the history, the server', async () => {
    await openSettings();
    const hours = screen.getByRole('spinbutton', { name: HOURS_LABEL });
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(screen.getByRole('button', { name: SAVE_TARGETS }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.getByText(TARGETS_SAVED)).toBeInTheDocument();
    expect(await region('Targets').findByText(/^Last changed by Sam Rivera, /)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recent changes' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Set the resolution target to 48 hours',
    );
    expect((await stored()).targets).toMatchObject({ resolutionHours: 48, resolutionRate: 90 });
  });

  it('adds a reply after checking title and text, with a character count', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: ADD_REPLY }));
    let dialog = await fillReply('', '');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await dialog.findByText(REPLY_TITLE_MESSAGE)).toBeInTheDocument();
    expect(dialog.getByText(REPLY_TEXT_MESSAGE)).toBeInTheDocument();
    expect(dialog.getByText(characterCount(0))).toBeInTheDocument();

    // A taken title is said at once, beside the text's own message.
    dialog = await fillReply('  refund APPROVED ', '');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await dialog.findByText(REPLY_TITLE_TAKEN_MESSAGE('refund APPROVED'))).toBeInTheDocument();
    expect(dialog.getByText(REPLY_TEXT_MESSAGE)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('textbox', { name: TEXT_LABEL }));
    await userEvent.paste('Hello there');
    expect(dialog.getByText(characterCount(11))).toBeInTheDocument();

    dialog = await fillReply('Welcome', 'Hello there, thanks for writing in.');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await screen.findByText(replyAdded('Welcome'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(replyTitles().at(-1)).toBe('Welcome');
    expect((await stored()).savedReplies.at(-1)).toMatchObject({
      title: 'Welcome',
      text: 'Hello there, thanks for writing in.',
      createdBy: { name: 'Sam Rivera' },
    });
  });

  it("shows the server's 422 at the title and keeps what was typed", async () => {
    backend.server.use(
      http.put('*/api/admin/settings', () =>
        HttpResponse.json({ message: 'Another saved reply is already called “Welcome”' }, { status: 422 }),
      ),
    );
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: ADD_REPLY }));
    const dialog = await fillReply('Welcome', 'Hi');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await dialog.findByText('Another saved reply is already called “Welcome”')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: TITLE_LABEL })).toHaveValue('Welcome');
    expect(dialog.getByRole('textbox', { name: TEXT_LABEL })).toHaveValue('Hi');
  });

  it('edits a reply', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Phishing warning' }));
    const dialog = await fillReply('Phishing alert', 'Never share your seed phrase.');
    expect(screen.getByRole('dialog', { name: EDIT_REPLY_TITLE })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await screen.findByText(replyEdited('Phishing alert'))).toBeInTheDocument();
    expect(replyTitles()[3]).toBe('Phishing alert');
    expect(await replyList().findByText(/^Edited by Sam Rivera on /)).toBeInTheDocument();
    expect((await stored()).savedReplies[3]).toMatchObject({
      id: 'rpl-4',
      title: 'Phishing alert',
      text: 'Never share your seed phrase.',
    });
  });

  it('deletes a reply after a confirmation naming it; Cancel keeps it', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Still investigating' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete “Still investigating”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(replyTitles()).toContain('Still investigating');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Still investigating' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete “Still investigating”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(replyDeleted('Still investigating'))).toBeInTheDocument();
    await waitFor(() => expect(replyTitles()).not.toContain('Still investigating'));
    expect((await stored()).savedReplies.map((reply) => reply.title)).not.toContain('Still investigating');
  });

  it('keeps both when another admin saved meanwhile: the change is applied again on top of theirs', async () => {
    await openSettings();
    await otherAdminSaves((request) => ({
      ...request,
      savedReplies: [...request.savedReplies, { title: 'From Jordan', text: 'Hi from Jordan' }],
    }));
    const puts = settingsPuts();
    await userEvent.click(screen.getByRole('button', { name: ADD_REPLY }));
    const dialog = await fillReply('From Sam', 'Hi from Sam');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await screen.findByText(`${replyAdded('From Sam')} ${ALSO_KEPT}`)).toBeInTheDocument();
    expect(replyTitles().slice(-2)).toEqual(['From Jordan', 'From Sam']);
    expect((await stored()).savedReplies.slice(-2).map((reply) => reply.title)).toEqual(['From Jordan', 'From Sam']);
    // The first PUT met the 409; the second, from the settings read again, landed.
    expect(puts).toHaveLength(2);
  });

  it("keeps another admin's change to the other target: only the target changed here is saved", async () => {
    await openSettings();
    await otherAdminSaves((request) => ({ ...request, targets: { ...request.targets, resolutionRate: 95 } }));
    const hours = screen.getByRole('spinbutton', { name: HOURS_LABEL });
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    await userEvent.click(screen.getByRole('button', { name: SAVE_TARGETS }));
    expect(await screen.findByText(`${TARGETS_SAVED} ${ALSO_KEPT}`)).toBeInTheDocument();
    expect((await stored()).targets).toMatchObject({ resolutionHours: 24, resolutionRate: 95 });
    // The untouched box follows the value saved meanwhile.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: RATE_LABEL })).toHaveValue(95));
  });

  it('says so when the reply being edited was deleted meanwhile, and offers to add it as new', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Refund approved' }));
    const dialog = await fillReply('Refund approved', 'Refund on its way.');
    await otherAdminSaves((request) => ({
      ...request,
      savedReplies: request.savedReplies.filter((reply) => reply.title !== 'Refund approved'),
    }));
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await dialog.findByText(replyGone('Refund approved'))).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: ADD_REPLY })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: TEXT_LABEL })).toHaveValue('Refund on its way.');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
    expect(await screen.findByText(replyAdded('Refund approved'))).toBeInTheDocument();
    expect((await stored()).savedReplies.at(-1)).toMatchObject({
      title: 'Refund approved',
      text: 'Refund on its way.',
    });
  });

  it('shows an empty state with Add when there are no saved replies', async () => {
    await signInAs('admin');
    await otherAdminSaves((request) => ({ ...request, savedReplies: [] }));
    renderApp('/admin/settings');
    expect(await screen.findByText(NO_REPLIES)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ADD_REPLY }));
    expect(await screen.findByRole('dialog', { name: ADD_REPLY })).toBeInTheDocument();
  });

  it('shows an error with Retry when the settings cannot load', async () => {
    backend.server.use(
      http.get('*/api/admin/settings', () => HttpResponse.json({ message: 'Database offline' }, { status: 500 }), {
        once: true,
      }),
    );
    await signInAs('admin');
    renderApp('/admin/settings');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(SETTINGS_LOAD_FAILED)).toBeInTheDocument();
    expect(within(alert).getByText('Database offline')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Saved replies' })).toBeInTheDocument();
  });
});
