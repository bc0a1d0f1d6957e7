import { describe, expect, it } from 'vitest';
import { recordingFacts, runningTime } from './recording-facts';

describe('a recording’s facts', () => {
  it('tells its length as a player does, with hours only when there are some', () => {
    expect([5, 65, 3150, 3600, 4350].map(runningTime)).toEqual([
      '0:05',
      '1:05',
      '52:30',
      '1:00:00',
      '1:12:30',
    ]);
  });

  it('names an upload’s format, size and length', () => {
    const mp3 = {
      audio_mime_type: 'audio/mpeg',
      audio_size_bytes: 38 * 1024 * 1024,
      audio_duration_seconds: 3150,
    };
    expect(recordingFacts(mp3)).toBe('MP3, 38 MB, 52:30');
    expect(recordingFacts({ ...mp3, audio_mime_type: 'audio/x-m4a', audio_size_bytes: 30406 })).toBe(
      'M4A, 30 KB, 52:30',
    );
  });

  it('says nothing of a recording that is only a link', () => {
    expect(
      recordingFacts({ audio_mime_type: null, audio_size_bytes: null, audio_duration_seconds: null }),
    ).toBeNull();
  });
});
