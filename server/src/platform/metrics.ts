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
  return { registry, sockets, onlinePeople, httpDuration };
}

export type Metrics = ReturnType<typeof createMetrics>;
