// The Profiles screen as the players use it: the list, adding a profile, editing (renaming) one and
// deleting one after a question, against a fake API that keeps the profiles and records the calls.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@shared/profiles';
import ProfilesScreen from './ProfilesScreen.svelte';
import { ANN, BO, fakeClient, profileId, refusal, type Answers } from './screens.test-support';

/** The screen over Ann and Bo, whom the fake API keeps, adds to, saves and deletes. */
function open(extra: Answers = {}) {
  let profiles: Profile[] = [ANN, BO];
  const { client, calls } = fakeClient({
    listProfiles: () => profiles,
    listGuidesFinished: () => [],
    saveProfile: ({ id, name, colour }) => {
      const saved: Profile = { id: id ?? profileId(9), name, colour, createdAt: ANN.createdAt };
      profiles = id ? profiles.map((p) => (p.id === id ? saved : p)) : [...profiles, saved];
      return saved;
    },
    deleteProfile: ({ id }) => {
      profiles = profiles.filter((p) => p.id !== id);
      return { id };
    },
    ...extra,
  });
  render(ProfilesScreen, { client });
  return { calls, user: userEvent.setup({ delay: null }) };
}

/** What the screen loads: the profiles, and the guided games each finished. */
const LOADED = [['listProfiles', {}], ['listGuidesFinished', {}]];
/** The profiles listed, each as its name and colour (the words beside the badge, without the buttons). */
const listed = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.querySelector('.who')?.textContent?.replace(/\s+/g, ' ').trim());
const editor = () => screen.getByRole('form', { name: /^(New|Edit) profile$/ });
const nameBox = () => within(editor()).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const colourBox = () => within(editor()).getByRole('combobox', { name: 'Preferred colour' }) as HTMLSelectElement;

describe('the profiles list', () => {
  it('shows each profile with its colour', async () => {
    const { calls } = open();
    await screen.findByRole('button', { name: 'Edit Ann' });
    expect(listed()).toEqual(['Ann Red', 'Bo Blue']);
    expect(calls).toEqual(LOADED);
  });
});

describe('the guided games a profile finished', () => {
  it('says under each profile which guided first games it finished, once per game', async () => {
    const at = '2026-03-02T18:00:00.000Z';
    open({
      listGuidesFinished: () => [
        { kind: 'flatline', profileId: ANN.id, finishedAt: at },
        { kind: 'flatline', profileId: ANN.id, finishedAt: at },
        { kind: 'flatline', profileId: null, finishedAt: at },
      ],
    });
    await screen.findByRole('button', { name: 'Edit Ann' });
    expect(listed()).toEqual(['Ann Red ✓ Finished the guided FLATLINE game', 'Bo Blue']);
  });
});

describe('creating a profile', () => {
  it('adds the name and colour given, and the form is ready for the next', async () => {
    const { user, calls } = open();
    await screen.findByRole('button', { name: 'Edit Ann' });
    expect(editor()).toBe(screen.getByRole('form', { name: 'New profile' }));
    await user.type(nameBox(), 'Fay');
    await user.selectOptions(colourBox(), 'Green');
    await user.click(within(editor()).getByRole('button', { name: 'Add profile' }));
    expect((await screen.findByRole('status')).textContent).toContain('Profile “Fay” added.');
    expect(listed()).toEqual(['Ann Red', 'Bo Blue', 'Fay Green']);
    expect([nameBox().value, colourBox().value]).toEqual(['', 'red']);
    expect(calls).toEqual([...LOADED, ['saveProfile', { name: 'Fay', colour: 'green' }], ...LOADED]);
  });

  it('asks for a name first', async () => {
    const { user, calls } = open();
    await screen.findByRole('button', { name: 'Edit Ann' });
    await user.type(nameBox(), '   ');
    await user.click(within(editor()).getByRole('button', { name: 'Add profile' }));
    expect(screen.getByRole('alert').textContent).toContain('A profile needs a name.');
    expect(document.activeElement).toBe(nameBox());
    expect(calls).toEqual(LOADED);
  });
});

describe('renaming a profile', () => {
  it('edits the profile chosen: its new name is saved on the same profile', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit Bo' }));
    expect(editor()).toBe(screen.getByRole('form', { name: 'Edit profile' }));
    expect([nameBox().value, colourBox().value]).toEqual(['Bo', 'blue']);
    await user.clear(nameBox());
    await user.type(nameBox(), 'Bobby');
    await user.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toContain('Profile “Bobby” saved.');
    expect(listed()).toEqual(['Ann Red', 'Bobby Blue']);
    expect(editor()).toBe(screen.getByRole('form', { name: 'New profile' }));
    expect(calls).toEqual([...LOADED, ['saveProfile', { id: BO.id, name: 'Bobby', colour: 'blue' }], ...LOADED]);
  });

  it('Cancel leaves the profile as it was', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit Ann' }));
    await user.type(nameBox(), 'nette');
    await user.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(editor()).toBe(screen.getByRole('form', { name: 'New profile' }));
    expect(nameBox().value).toBe('');
    expect(listed()).toEqual(['Ann Red', 'Bo Blue']);
    expect(calls).toEqual(LOADED);
  });
});

describe('deleting a profile', () => {
  it('asks first: “Keep it” keeps the profile, “Delete profile” deletes it', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Ann' }));
    const question = screen.getByRole('dialog', { name: 'Delete this profile?' });
    expect(within(question).getByText(/^“Ann” will no longer appear in the statistics filters\./)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(listed()).toEqual(['Ann Red', 'Bo Blue']);
    expect(calls).toEqual(LOADED);

    await user.click(screen.getByRole('button', { name: 'Delete Ann' }));
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    expect((await screen.findByRole('status')).textContent).toContain('Profile “Ann” deleted.');
    expect(listed()).toEqual(['Bo Blue']);
    expect(calls).toEqual([...LOADED, ['deleteProfile', { id: ANN.id }], ...LOADED]);
  });

  it('shows a refusal as an alert, and the profile stays', async () => {
    const { user } = open({
      deleteProfile: () => {
        throw refusal('profile-in-campaign', 'in a campaign', { campaign: 'Night crew' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann' }));
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This profile is in the crew of the campaign “Night crew”. Delete the campaign first.');
    expect(listed()).toEqual(['Ann Red', 'Bo Blue']);
  });
});
