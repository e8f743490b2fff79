import { useEffect, useRef, useState } from 'react';

const KEY = 'serendip.callControlsLearned';

/**
 * Whether the call's controls show their words under the icons. On a phone they are icons, so a
 * person's first call labels them until it ends; from then on (kept in this browser) icons
 * suffice. Their accessible names never depend on this.
 */
export function useControlLabels(inCall: boolean): boolean {
  const [learned, setLearned] = useState(() => readLearned());
  const wasInCall = useRef(inCall);
  useEffect(() => {
    if (wasInCall.current && !inCall && !learned) {
      writeLearned();
      setLearned(true);
    }
    wasInCall.current = inCall;
  }, [inCall, learned]);
  return !learned;
}

function readLearned(): boolean {
  try {
    return localStorage.getItem(KEY) === 'yes';
  } catch {
    return false;
  }
}

function writeLearned() {
  try {
    localStorage.setItem(KEY, 'yes');
  } catch {
    // Private modes may refuse storage: the labels then simply show again next time.
  }
}
