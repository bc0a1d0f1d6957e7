import type { PhoenixMessage } from './protocol.ts';

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

/**
 * realtime-js sends a channel's broadcasts as binary frames (lib/serializer.ts): kind 3, then the lengths of
 * join_ref, ref, topic, event and metadata, the payload's encoding, those strings, and the payload. Returns
 * the message as the JSON protocol would carry it, or undefined for anything else.
 */
export function decodeBroadcastPush(frame: Buffer): PhoenixMessage | undefined {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) return undefined;
  const lengths = [frame[1]!, frame[2]!, frame[3]!, frame[4]!, frame[5]!];
  const encoding = frame[6];
  let at = 7;
  const [joinRef, ref, topic, event, meta] = lengths.map((length) => {
    const text = frame.subarray(at, at + length).toString('utf8');
    at += length;
    return text;
  }) as [string, string, string, string, string];
  if (at > frame.length) return undefined;
  let payload: unknown = frame.subarray(at);
  try {
    if (encoding === JSON_ENCODING) payload = JSON.parse(frame.subarray(at).toString('utf8'));
    const metadata = meta ? (JSON.parse(meta) as Record<string, unknown>) : {};
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: { ...metadata, type: 'broadcast', event, payload },
    };
  } catch {
    return undefined;
  }
}
