/**
 * Realistic WebRTC signalling payloads for video.bench.ts: a Chrome-like session description
 * (~4 KB, the size the server validates and relays) and trickled ICE candidates, each carrying a
 * number the receiver reads back to time its delivery (the server relays them untouched).
 */
/** A Chrome-like audio + video session description, `{{ID}}` standing for the traced number. */
function template(type: 'offer' | 'answer'): string {
  const ufrag = 'Fz3b';
  const media = (kind: string, mid: number, codecs: [number, string, string[]][]) => [
    `m=${kind} 9 UDP/TLS/RTP/SAVPF ${codecs.map(([pt]) => pt).join(' ')}`,
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    `a=ice-ufrag:${ufrag}`,
    'a=ice-pwd:Mn0kOzXbAXnA2Q6dJZ9vY3xu',
    'a=ice-options:trickle',
    'a=fingerprint:sha-256 4F:1A:9B:62:0C:D5:7E:33:A8:F0:11:6C:2D:94:BB:E7:58:03:CA:7F:65:D2:1E:8B:90:44:AF:36:C1:0D:72:E9',
    `a=setup:${type === 'offer' ? 'actpass' : 'active'}`,
    `a=mid:${mid}`,
    'a=extmap:1 urn:ietf:params:rtp-hdrext:ssrc-audio-level',
    'a=extmap:2 http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time',
    'a=extmap:3 http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
    'a=extmap:4 urn:ietf:params:rtp-hdrext:sdes:mid',
    ...(kind === 'video'
      ? [
          'a=extmap:5 urn:ietf:params:rtp-hdrext:toffset',
          'a=extmap:6 urn:3gpp:video-orientation',
          'a=extmap:7 http://www.webrtc.org/experiments/rtp-hdrext/playout-delay',
          'a=extmap:8 http://www.webrtc.org/experiments/rtp-hdrext/video-content-type',
        ]
      : []),
    'a=sendrecv',
    'a=msid:stream track-' + kind,
    'a=rtcp-mux',
    ...codecs.flatMap(([pt, rtpmap, extra]) => [
      `a=rtpmap:${pt} ${rtpmap}`,
      ...(kind === 'video' ? ['goog-remb', 'transport-cc', 'ccm fir', 'nack', 'nack pli'] : [])
        .filter(() => !rtpmap.startsWith('rtx'))
        .map((feedback) => `a=rtcp-fb:${pt} ${feedback}`),
      ...extra.map((line) => `a=fmtp:${pt} ${line}`),
    ]),
    `a=ssrc-group:FID ${1000 + mid} ${2000 + mid}`,
    `a=ssrc:${1000 + mid} cname:bench{{ID}}`,
    `a=ssrc:${2000 + mid} cname:bench{{ID}}`,
  ];
  const h264 = (pt: number, profile: string, mode: number): [number, string, string[]] => [
    pt,
    'H264/90000',
    [`level-asymmetry-allowed=1;packetization-mode=${mode};profile-level-id=${profile}`],
  ];
  const rtx = (pt: number, apt: number): [number, string, string[]] => [
    pt,
    'rtx/90000',
    [`apt=${apt}`],
  ];
  const lines = [
    'v=0',
    'o=- {{ID}} 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0 1',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS stream',
    ...media('audio', 0, [
      [111, 'opus/48000/2', ['minptime=10;useinbandfec=1']],
      [63, 'red/48000/2', ['111/111']],
      [9, 'G722/8000', []],
      [0, 'PCMU/8000', []],
      [8, 'PCMA/8000', []],
      [13, 'CN/8000', []],
      [110, 'telephone-event/48000', []],
    ]),
    ...media('video', 1, [
      [96, 'VP8/90000', []],
      rtx(97, 96),
      [98, 'VP9/90000', ['profile-id=0']],
      rtx(99, 98),
      [100, 'VP9/90000', ['profile-id=2']],
      rtx(101, 100),
      h264(102, '42001f', 1),
      rtx(103, 102),
      h264(104, '42e01f', 1),
      rtx(105, 104),
      h264(106, '4d001f', 1),
      rtx(107, 106),
      [45, 'AV1/90000', ['level-idx=5;profile=0;tier=0']],
      rtx(46, 45),
      [116, 'red/90000', []],
      [117, 'ulpfec/90000', []],
    ]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// Built once: the clients share the process with the servers, so their own cost stays small.
const templates = { offer: template('offer'), answer: template('answer') };

/** A ~4 KB offer or answer; `id` (in the o= and cname lines) makes each one traceable. */
export const sessionDescription = (type: 'offer' | 'answer', id: number) => ({
  type,
  sdp: templates[type].replaceAll('{{ID}}', String(id)),
});

/** A server-reflexive candidate; its foundation carries `index` so the receiver can time it. */
export const candidate = (index: number) => ({
  candidate: `candidate:${index} 1 udp 1677729535 203.0.113.7 ${50000 + (index % 10000)} typ srflx raddr 192.168.1.20 rport 54321 generation 0 ufrag Fz3b network-id 1 network-cost 10`,
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'Fz3b',
});
export const indexOf = (payload: { candidate: { candidate: string } }) =>
  Number(/^candidate:(\d+)/.exec(payload.candidate.candidate)?.[1]);
export const idOf = (sdp: string) => Number(/^o=- (\d+)/m.exec(sdp)?.[1]);
