import { SuspensionScreen } from '../moderation/SuspensionScreen';
import { useEffect, useState } from 'react';
import { VIDEO_INTERESTS_MAX } from '@serendip/protocol';
import { useSocket } from '../../api/socket';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { MatchingPanel } from '../../components/MatchingPanel';
import { ModerationNotices } from '../../components/moderation/ModerationNotices';
import { useModerationNotices } from '../../components/moderation/useModerationNotices';
import { CallView } from './CallView';
import { DeviceSettings } from './DeviceSettings';
import { HideMyIpSetting } from './HideMyIpSetting';
import { LocalPreview } from './LocalPreview';
import { useLocalMedia, type InputKind } from './useLocalMedia';
import { useRtcConfig } from './useRtcConfig';
import { useFullScreenCall } from './useFullScreenCall';
import { useControlLabels } from './useControlLabels';
import { useVideoCall } from './useVideoCall';
import { BlurFirstSetting } from './safety/BlurFirstSetting';
import { useBlurFirst } from './safety/useBlurFirst';
import { warmUpFrameCheck } from './safety/frameClassifier';
import { VideoSetup } from './VideoSetup';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
import './videoChat.css';
import './callLayout.css';
import './phoneLayout.css';

/** /video-chat: meet strangers face to face, one-to-one or in a group of up to four. */
export function VideoChatPage() {
  const { t } = useStrangersTranslation();
  usePageTitle(t('video.title'));
  const socket = useSocket();
  const media = useLocalMedia();
  const rtc = useRtcConfig();
  const call = useVideoCall(socket, {
    localStream: media.stream,
    localMedia: media.switches,
    loadRtcConfig: rtc.load,
  });
  // The safety checks took us out of the call on the server: leave it here too.
  const moderation = useModerationNotices(socket, call.endCall);
  const { user } = useAuth();
  // A member's profile interests are the starting point (they can still edit them here).
  const [interests, setInterests] = useState<string[]>(() =>
    (user?.interests ?? []).slice(0, VIDEO_INTERESTS_MAX),
  );
  const [blurFirst, setBlurFirst] = useBlurFirst();
  const [groupPreferred, setGroupPreferred] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The flyout is mounted on first use (then kept, so it can animate out).
  const [settingsUsed, setSettingsUsed] = useState(false);
  const inCall = call.phase === 'inCall';
  useFullScreenCall(inCall);
  const controlsLabelled = useControlLabels(inCall);
  // The frame check's model loads while the person sets up, not when a stranger appears.
  useEffect(() => warmUpFrameCheck(), []);

  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };
  const switchDevice = (kind: InputKind, deviceId: string) =>
    media.switchDevice(kind, deviceId, call.replaceTrack);

  const hideIpSetting = (id: string) => (
    <HideMyIpSetting
      id={id}
      hideIp={rtc.hideIp}
      relayAvailable={rtc.relayAvailable}
      onChange={rtc.setHideIp}
      inCall={inCall}
    />
  );
  const preview = (
    <LocalPreview
      stream={media.stream}
      status={media.status}
      onRetry={media.retry}
      compact={inCall}
      media={media.switches}
    />
  );

  return (
    <div className={`vc-page vc-page-${call.phase}`}>
      <h1 className={inCall ? 'visually-hidden' : 'h3 fw-bold mb-3'}>{t('video.title')}</h1>
      <ModerationNotices notices={moderation.notices} onDismiss={moderation.dismiss} />
      {call.phase === 'idle' && call.statement && (
        <SuspensionScreen statement={call.statement} scope="chat" />
      )}
      {call.phase === 'idle' && !call.statement && (
        <VideoSetup
          preview={preview}
          hideIpSetting={hideIpSetting('vc-hide-ip')}
          mediaSettled={media.status !== 'pending'}
          interests={interests}
          onInterestsChange={setInterests}
          groupPreferred={groupPreferred}
          onGroupPreferredChange={setGroupPreferred}
          captchaPassed={call.captchaPassed}
          callEnded={call.callEnded}
          leftAfterReport={call.leftAfterReport}
          error={call.matchError}
          onMatch={(captcha) => void call.requestMatch(interests, groupPreferred, captcha)}
          onOpenSettings={openSettings}
        />
      )}
      {call.phase === 'waiting' && (
        <MatchingPanel
          className="vc-waiting"
          adSlot="video-waiting"
          widened={call.widened}
          hasInterests={interests.length > 0}
          onCancel={call.cancel}
        >
          {groupPreferred && (
            <p className="small text-body-secondary mb-0">{t('video.mayJoinGroup')}</p>
          )}
        </MatchingPanel>
      )}
      {inCall && (
        <CallView
          call={call}
          preview={preview}
          media={media.switches}
          onToggleMedia={media.toggle}
          onOpenSettings={openSettings}
          blurFirst={blurFirst}
          labelled={controlsLabelled}
        />
      )}
      {settingsUsed && (
        <DeviceSettings
          show={settingsOpen}
          onHide={() => setSettingsOpen(false)}
          stream={media.stream}
          onSwitch={switchDevice}
        >
          {hideIpSetting('vc-settings-hide-ip')}
          <BlurFirstSetting id="vc-blur-first" blurFirst={blurFirst} onChange={setBlurFirst} />
        </DeviceSettings>
      )}
    </div>
  );
}

export default VideoChatPage;
