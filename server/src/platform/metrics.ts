import client from 'prom-client';

/** Prometheus metrics served at /metrics. Later features add their counters here. */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const sockets = new client.Gauge({
    name: 'serendip_sockets',
    help: 'Open Socket.IO connections on this process',
    registers: [registry],
  });
  const onlinePeople = new client.Gauge({
    name: 'serendip_online_people',
    help: 'People online across all processes',
    registers: [registry],
  });
  const httpDuration = new client.Histogram({
    name: 'serendip_http_request_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // AI checks: kind is 'text' or 'image'; where is the chat or the upload kind.
  const moderationChecks = new client.Counter({
    name: 'serendip_moderation_checks_total',
    help: 'Automatic safety checks run (text messages, images)',
    labelNames: ['kind', 'where'],
    registers: [registry],
  });
  const moderationHits = new client.Counter({
    name: 'serendip_moderation_hits_total',
    help: 'Automatic safety checks that matched, by rule or image class',
    labelNames: ['kind', 'rule'],
    registers: [registry],
  });
  const moderationActions = new client.Counter({
    name: 'serendip_moderation_actions_total',
    help: 'Actions taken by automatic safety checks (censor, block, warn, flag, terminate, support, refuse, review)',
    labelNames: ['kind', 'action'],
    registers: [registry],
  });
  return {
    registry,
    sockets,
    onlinePeople,
    httpDuration,
    moderationChecks,
    moderationHits,
    moderationActions,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
