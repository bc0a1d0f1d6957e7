/** A Phoenix message; vsn 2.0.0 sends it as `[join_ref, ref, topic, event, payload]`, 1.0.0 as an object. */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

export function decodeFrame(text: string, vsn: Vsn): PhoenixMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const asString = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
  if (vsn === '2.0.0') {
    if (
      !Array.isArray(value) ||
      value.length !== 5 ||
      typeof value[2] !== 'string' ||
      typeof value[3] !== 'string'
    )
      return undefined;
    const payload = value[4] && typeof value[4] === 'object' ? (value[4] as Record<string, unknown>) : {};
    return {
      joinRef: asString(value[0]),
      ref: asString(value[1]),
      topic: value[2],
      event: value[3],
      payload,
    };
  }
  if (!value || typeof value !== 'object') return undefined;
  const m = value as Record<string, unknown>;
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') return undefined;
  const payload = m.payload && typeof m.payload === 'object' ? (m.payload as Record<string, unknown>) : {};
  return { joinRef: asString(m.join_ref), ref: asString(m.ref), topic: m.topic, event: m.event, payload };
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message;
  return JSON.stringify(
    vsn === '2.0.0'
      ? [joinRef, ref, topic, event, payload]
      : { join_ref: joinRef, ref, topic, event, payload },
  );
}

/** A reply to a client push: same join_ref and ref, event phx_reply. */
export function reply(
  to: PhoenixMessage,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhoenixMessage {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
