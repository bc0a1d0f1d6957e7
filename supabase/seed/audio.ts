import { Mp3Encoder } from '@breezystack/lamejs';

const SAMPLE_RATE = 22050;
const KBPS = 48;
/** lamejs encodes mono in frames of this many samples. */
const FRAME = 1152;
/** A major pentatonic scale from A3 (Hz): any few of its notes sound well together. */
const SCALE = [220, 246.94, 277.18, 329.63, 369.99, 440, 493.88, 554.37, 659.25];

export interface SeedRecording {
  data: Buffer;
  mimeType: 'audio/mpeg';
  durationSeconds: number;
}

/**
 * A few seconds of bell-like chimes as an MP3, different for each `seed`: the seed has no voices to
 * record, but the player, the download and the podcast need real, playable audio of a known length.
 */
export function chimeRecording(seed: number, seconds = 4 + (seed % 3)): SeedRecording {
  const samples = new Int16Array(SAMPLE_RATE * seconds);
  const notes = Array.from(
    { length: seconds * 2 },
    (_, i) => SCALE[(seed * 7 + i * 3 + (i % 2) * seed) % SCALE.length]!,
  );
  notes.forEach((frequency, n) => {
    const start = Math.round(n * 0.5 * SAMPLE_RATE);
    for (let i = start; i < samples.length; i++) {
      const t = (i - start) / SAMPLE_RATE;
      const envelope = Math.exp(-3 * t) * Math.min(1, t * 200);
      const tone =
        Math.sin(2 * Math.PI * frequency * t) + 0.35 * Math.sin(2 * Math.PI * frequency * 2.76 * t);
      samples[i] = Math.max(-32767, Math.min(32767, samples[i]! + Math.round(5000 * envelope * tone)));
    }
  });
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Buffer[] = [];
  const keep = (chunk: Int8Array | Uint8Array) =>
    parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  for (let i = 0; i < samples.length; i += FRAME) keep(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  keep(encoder.flush());
  return { data: Buffer.concat(parts), mimeType: 'audio/mpeg', durationSeconds: seconds };
}
