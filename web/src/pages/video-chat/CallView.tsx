import { useState, type ReactNode } from 'react';
import { VIDEO_CALL_MAX_MEMBERS } from '@serendip/protocol';
import { CallControls } from './CallControls';
import { RemoteVideoGrid } from './RemoteVideoGrid';
import { ReportMemberModal } from './ReportMemberModal';
import { useUnsafeVideoClose } from './safety/useUnsafeVideoClose';
import type { VideoCall } from './useVideoCall';
import { VideoChatBox } from './VideoChatBox';

interface CallViewProps {
  call: VideoCall;
  /** The small local preview laid over the stage. */
  preview: ReactNode;
  onOpenSettings: () => void;
  /** The viewer's blur-first setting (on by default). */
  blurFirst?: boolean;
}

/**
 * During a call (SPEC §2): the remote videos with one's own preview over them, the controls and
 * the text chat. Phones stack stage, chat and controls; wide screens put the chat at the side.
 */
export function CallView({ call, preview, onOpenSettings, blurFirst = true }: CallViewProps) {
  const [reporting, setReporting] = useState<string | null>(null);
  const safety = useUnsafeVideoClose(call);
  const canAddUser = !call.lookingForMore && call.members.length + 1 < VIDEO_CALL_MAX_MEMBERS;

  return (
    <section className="vc-call" aria-labelledby="vc-call-title">
      <h2 id="vc-call-title" className="visually-hidden">
        In a call with {call.members.length} {call.members.length === 1 ? 'stranger' : 'strangers'}
      </h2>
      <div className="vc-stage">
        <RemoteVideoGrid
          members={safety.visible}
          blurFirst={blurFirst}
          onUnsafe={safety.onUnsafe}
          streams={call.remoteStreams}
          states={call.connectionStates}
          onReport={setReporting}
        />
        {preview}
        {call.lookingForMore && (
          <p className="vc-stage-badge" role="status">
            Looking for more members…
          </p>
        )}
      </div>
      <VideoChatBox
        messages={call.messages}
        sharedInterests={call.sharedInterests}
        onSend={call.sendMessage}
      />
      <CallControls
        canAddUser={canAddUser}
        onEnd={call.endCall}
        onSkip={() => void call.skip()}
        onAddUser={call.addUser}
        onSettings={onOpenSettings}
      />
      <ReportMemberModal
        socketId={reporting}
        onClose={() => setReporting(null)}
        onReport={call.report}
      />
    </section>
  );
}
