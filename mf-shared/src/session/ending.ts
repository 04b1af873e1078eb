/**
 * A session the user is ending on purpose (deleting the account): the server revokes every token
 * of the account before it answers, so the real-time socket closes as revoked (4009) and any
 * request still out answers 401. Those are the expected end, not "Sesi berakhir": while `work`
 * runs, a 401 ends nothing and shows no toast, and a revoked socket asks nothing; the caller
 * clears the session itself (inside `work`) and shows where the person stands.
 */
let ending = 0;

export async function endingSession<T>(work: () => Promise<T>): Promise<T> {
  ending += 1;
  try {
    return await work();
  } finally {
    ending -= 1;
  }
}

/** Whether a session is being ended on purpose right now. */
export function isEndingSession(): boolean {
  return ending > 0;
}
