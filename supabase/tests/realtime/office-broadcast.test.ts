import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, testApiForSuite } from '../api/helpers.ts';
import { hear, joined, quietPeriod, until, visitorOnPublicContent } from './helpers.ts';

/** The church's details and the office's inbox over Broadcast (20261205100000_office_live_broadcast.sql). */
describe('office Broadcast', () => {
  const api = testApiForSuite();

  it('open public pages hear that the church details changed, e.g. the live switch', async () => {
    const { visitor, heard } = await visitorOnPublicContent(api);
    const admin = await api.signedIn(ADMIN);
    const { data: before } = await admin.from('church_settings').select('id, livestream_url').single();
    const { error } = await admin
      .from('church_settings')
      .update({ livestream_url: 'https://www.youtube.com/@piwcasokwa/live' })
      .eq('id', before!.id);
    expect(error).toBeNull();
    const change = await until(() => heard[0]);
    expect(change.event).toBe('church_settings');
    expect(change.payload).toMatchObject({ table: 'church_settings' });
    await admin
      .from('church_settings')
      .update({ livestream_url: before!.livestream_url })
      .eq('id', before!.id);
    await visitor.removeAllChannels();
  });

  it('an admin on office-inbox hears a new message, with no word of what it says', async () => {
    const office = await api.signedIn(ADMIN);
    const { heard } = await hear(office, 'office-inbox');
    const visitor = api.anon();
    const { error } = await visitor.from('contact_messages').insert({
      name: 'Ama Live',
      email: 'ama.live@example.com',
      message: 'Is there a service on Easter Monday?',
    });
    expect(error).toBeNull();
    const change = await until(() => heard[0]);
    expect(change.event).toBe('contact_messages');
    expect(JSON.stringify(change.payload)).not.toContain('Easter');

    await office.from('contact_messages').delete().eq('email', 'ama.live@example.com');
    await until(() => heard[1]);
    await quietPeriod();
    expect(heard.map((m) => m.event)).toEqual(['contact_messages', 'contact_messages']);
    await office.removeAllChannels();
  });

  it('visitors and signed-in members may not join the inbox channel, and nobody may send on it', async () => {
    const reason = 'Unauthorized: You do not have permissions to read from this Channel topic: office-inbox';
    const visitor = api.anon();
    await expect(joined(visitor.channel('office-inbox', { config: { private: true } }))).rejects.toThrow(
      reason,
    );
    const member = await api.signedIn(MEMBER);
    await expect(joined(member.channel('office-inbox', { config: { private: true } }))).rejects.toThrow(
      reason,
    );

    const office = await api.signedIn(ADMIN);
    const listening = await hear(office, 'office-inbox');
    const forger = await api.signedIn(ADMIN);
    const forged = await hear(forger, 'office-inbox');
    await forged.channel.send({ type: 'broadcast', event: 'contact_messages', payload: { forged: true } });
    await quietPeriod();
    expect(listening.heard).toEqual([]);
    for (const client of [visitor, member, office, forger]) await client.removeAllChannels();
  });
});
