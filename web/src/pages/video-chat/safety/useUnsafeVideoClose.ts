import { useCallback, useState } from 'react';
import { useToast } from '../../../components/Toasts';
import type { VideoCall } from '../useVideoCall';
import type { FrameScores } from './frameVerdict';
import { strangersText } from '../../../i18n/namespaces/strangers';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * Closes a stranger's video after several explicit frames in a row: the call ends when they
 * were the only other member, else their tile is dropped. An automatic report with the scores
 * (never an image) goes to the moderators, and the viewer is told why.
 */
export function useUnsafeVideoClose(call: VideoCall) {
  const { showToast } = useToast();
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set());
  const visible = call.members.filter((member) => !dropped.has(member));

  const onUnsafe = useCallback(
    (socketId: string, scores: FrameScores) => {
      const reason =
        `Automatic video check: explicit frames in a row (Porn ${percent(scores.Porn)}, ` +
        `Hentai ${percent(scores.Hentai)}, Sexy ${percent(scores.Sexy)}).`;
      void call.report(socketId, reason);
      showToast(strangersText('toasts.unsafeClosed'), 'danger');
      if (visible.filter((member) => member !== socketId).length === 0) call.endCall();
      else setDropped((known) => new Set([...known, socketId]));
    },
    [call, showToast, visible],
  );
  return { visible, onUnsafe };
}
