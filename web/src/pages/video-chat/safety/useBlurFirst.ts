import { useState } from 'react';

const KEY = 'serendip.blurFirst';

/** The viewer's blur-first choice (on unless an adult turned it off), kept in this browser. */
export function useBlurFirst(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(KEY) !== 'off');
  const set = (value: boolean) => {
    localStorage.setItem(KEY, value ? 'on' : 'off');
    setOn(value);
  };
  return [on, set];
}
