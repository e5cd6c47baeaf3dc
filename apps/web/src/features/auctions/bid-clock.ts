import { remainingMs } from '@tenderdesk/domain/auction';
import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The auction's clock on a supplier's screen: the server's time, never the device's (decision 050).
 * The server's time is read from the GET's serverNow and from every clock frame of the stream; the
 * device's clock only measures the time since (remainingMs).
 */

export type ServerClock = {
  /** The server's time now, in epoch milliseconds (as best this screen knows it). */
  now: () => number;
  /** Milliseconds left until `instant` on the server's clock (0 once it has passed). */
  remaining: (instant: string) => number;
  /** A clock frame of the stream: the server's time when it was sent, and when it arrived here. */
  onClock: (serverNow: string, receivedAt: number) => void;
};

/** Follows the server's clock from `serverNow` (the GET's, read when it arrived) and later frames. */
export function useServerClock(serverNow: string | undefined): ServerClock {
  const read = useRef({ serverNow: new Date().toISOString(), at: Date.now() });
  const onClock = useCallback((at: string, receivedAt: number) => {
    if (!Number.isNaN(Date.parse(at))) read.current = { serverNow: at, at: receivedAt };
  }, []);
  // A new read brings a new serverNow; the effect runs as it arrives (within a frame).
  useEffect(() => {
    if (serverNow) onClock(serverNow, Date.now());
  }, [serverNow, onClock]);
  const now = useCallback(() => Date.now() + Date.parse(read.current.serverNow) - read.current.at, []);
  const remaining = useCallback(
    (instant: string) => remainingMs(instant, read.current.serverNow, read.current.at, Date.now()),
    [],
  );
  return { now, remaining, onClock };
}

/** Redraws every `ms` while `running` (the countdown). */
export function useTick(ms: number, running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((value) => value + 1), ms);
    return () => clearInterval(timer);
  }, [ms, running]);
  return tick;
}
