import { useEffect, useRef, useState } from 'react';
import { FIRST_PULSE_MS, PULSE_EVERY_MS, PULSE_FOR_MS } from './chatRules';

/**
 * True while the button pulses: first after FIRST_PULSE_MS, then every PULSE_EVERY_MS, each
 * pulse lasting PULSE_FOR_MS. While `paused` (hover, drag) the pulse stops at once and no new one
 * starts; the rhythm goes on and the next beat after the pause pulses again.
 */
export function usePulse(paused: boolean): boolean {
  const [pulsing, setPulsing] = useState(false);
  const pausedRef = useRef(paused);

  useEffect(() => {
    pausedRef.current = paused;
    if (paused) setPulsing(false);
  }, [paused]);

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const beat = (): void => {
      if (pausedRef.current) return;
      setPulsing(true);
      clearTimeout(stop);
      stop = setTimeout(() => setPulsing(false), PULSE_FOR_MS);
    };
    const first = setTimeout(() => {
      beat();
      interval = setInterval(beat, PULSE_EVERY_MS);
    }, FIRST_PULSE_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      clearTimeout(stop);
    };
  }, []);

  return pulsing && !paused;
}
