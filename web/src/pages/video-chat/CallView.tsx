import { useEffect, useState, type ReactNode } from 'react';
import { VIDEO_CALL_MAX_MEMBERS } from '@serendip/protocol';
import { useMediaQuery } from '../../components/useMediaQuery';
import { CallControls } from './CallControls';
import { RemoteVideoGrid } from './RemoteVideoGrid';
import { ReportMemberModal } from './ReportMemberModal';
import { useUnsafeVideoClose } from './safety/useUnsafeVideoClose';
import { useCallShortcuts } from './useCallShortcuts';
import type { VideoCall } from './useVideoCall';
import { VideoChatBox } from './VideoChatBox';
import type { MediaState } from './videoCallState';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

/** Phones (Bootstrap's sm and below): the call is full-screen and its chat a bottom sheet. */
export const PHONE_CALL = '(max-width: 576px)';

interface CallViewProps {
  call: VideoCall;
  /** The small local preview laid over the stage. */
  preview: ReactNode;
  /** One's own microphone and camera switches, and how to flip them. */
  media: MediaState;
  onToggleMedia: (kind: keyof MediaState) => void;
  onOpenSettings: () => void;
  /** The viewer's blur-first setting (on by default). */
  blurFirst?: boolean;
  /** Controls show their words under the icons on a phone (first call). */
  labelled?: boolean;
}

/** Messages from others since the sheet was last open (one's own are seen as they are sent). */
function useUnread(messages: VideoCall['messages'], open: boolean): number {
  const [seen, setSeen] = useState(0);
  const theirs = messages.filter((message) => message.sender !== null).length;
  useEffect(() => {
    if (open || theirs < seen) setSeen(theirs);
  }, [open, theirs, seen]);
  return Math.max(0, theirs - seen);
}

/**
 * During a call: the remote videos with one's own preview over them, the controls and
 * the text chat. Wide screens put the chat at the side; phones go full-screen with the controls
 * floating over the video and the chat as a sheet.
 */
export function CallView(props: CallViewProps) {
  const { call, preview, media, onToggleMedia, blurFirst = true } = props;
  const { t } = useStrangersTranslation();
  const [reporting, setReporting] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_CALL);
  const [sheetOpen, setSheetOpen] = useState(false);
  const unread = useUnread(call.messages, sheetOpen || !phone);
  const safety = useUnsafeVideoClose(call);
  const canAddUser = !call.lookingForMore && call.members.length + 1 < VIDEO_CALL_MAX_MEMBERS;
  const escapeArmed = useCallShortcuts(reporting === null, {
    onMute: () => onToggleMedia('audio'),
    onCamera: () => onToggleMedia('video'),
    onSkip: () => void call.skip(),
  });
  const chatShown = !phone || sheetOpen;
  // With more than one other face (or a seat kept for one), one's own picture and the "looking
  // for more" note take cells of the grid: laid over the stage they would hide a stranger or a
  // name.
  const tiled = call.members.length >= 2 || call.lookingForMore;
  const layout = [
    'vc-call',
    sheetOpen ? 'vc-call-chat-open' : '',
    tiled ? 'vc-call-tiled' : '',
    props.labelled ? 'vc-call-labelled' : '',
  ].join(' ');

  return (
    <section className={layout} aria-labelledby="vc-call-title">
      <h2 id="vc-call-title" className="visually-hidden">
        {t('video.inCall', { count: call.members.length })}
      </h2>
      <div className="vc-stage">
        <RemoteVideoGrid
          members={safety.visible}
          blurFirst={blurFirst}
          extraBlurMs={call.extraBlurMs}
          onUnsafe={safety.onUnsafe}
          streams={call.remoteStreams}
          states={call.connectionStates}
          media={call.memberMedia}
          onReport={setReporting}
        >
          {tiled && <div className="vc-grid-own">{preview}</div>}
          {call.lookingForMore && (
            // The state, not a notice: the toast of the Add User press said it once.
            <div className="vc-grid-seat">
              <p className="vc-seat-text">{t('video.lookingForMore')}</p>
            </div>
          )}
        </RemoteVideoGrid>
        {!tiled && preview}
        {escapeArmed && (
          <p className="vc-stage-badge vc-escape-hint" role="status">
            {t('video.escAgain')}
          </p>
        )}
      </div>
      <VideoChatBox
        id="vc-chat"
        hidden={!chatShown}
        // Opening the sheet is asking to type. A new call leaves the focus alone: the call's
        // letter shortcuts (M, V) would not reach it from the message box.
        autoFocus={phone && sheetOpen}
        onClose={phone ? () => setSheetOpen(false) : undefined}
        messages={call.messages}
        sharedInterests={call.sharedInterests}
        sharedLanguages={call.sharedLanguages}
        onSend={call.sendMessage}
      />
      <CallControls
        canAddUser={canAddUser}
        media={media}
        onToggle={onToggleMedia}
        onEnd={call.endCall}
        onSkip={() => void call.skip()}
        onAddUser={call.addUser}
        onSettings={props.onOpenSettings}
        labelled={props.labelled}
        chatSheet={
          phone ? { open: sheetOpen, unread, onToggle: () => setSheetOpen((o) => !o) } : undefined
        }
      />
      {reporting !== null && (
        <ReportMemberModal
          socketId={reporting}
          onClose={() => setReporting(null)}
          onReport={call.report}
        />
      )}
    </section>
  );
}
