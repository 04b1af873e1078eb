import { useEffect, useState } from 'react';
import { getFacts } from '../../api/catalogue';

/** The configured JPY->IDR rate and its date from GET /facts; undefined until known (or if it fails). */
export function useExchangeRate(): { jpy_idr: number; date: string } | undefined {
  const [rate, setRate] = useState<{ jpy_idr: number; date: string }>();
  useEffect(() => {
    let live = true;
    getFacts().then(
      (facts) => live && setRate({ jpy_idr: facts.exchange_rate.jpy_idr, date: facts.exchange_rate.date }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return rate;
}
