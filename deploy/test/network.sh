#!/usr/bin/env bash
# The multi-host test's network (deploy/test/multiHost.test.ts), from iproute2; needs root.
#
#   root namespace ("services host"): bridge sdmh0 at 10.231.7.1/24. PostgreSQL and Redis are
#     reached there through the test's TCP forwarders, the S3 endpoint listens there, and nginx
#     listens on 127.0.0.1 in front of the app hosts.
#   namespace sdmh-app1: app host 1 at 10.231.7.11, veth to the bridge
#   namespace sdmh-app2: app host 2 at 10.231.7.12
#   namespace sdmh-turn: the TURN relay host at 10.231.7.21
#
#   network.sh up     creates them (removing what a crashed run left first)
#   network.sh down   removes them; no error for what is already gone
set -euo pipefail

BRIDGE=sdmh0
SUBNET_PREFIX=10.231.7
HOSTS=("app1:11" "app2:12" "turn:21")

down() {
  for entry in "${HOSTS[@]}"; do
    name=${entry%%:*}
    ip netns pids "sdmh-$name" 2>/dev/null | xargs -r kill -9 2>/dev/null || true
    ip netns del "sdmh-$name" 2>/dev/null || true
    ip link del "sdmh-$name" 2>/dev/null || true
  done
  ip link del "$BRIDGE" 2>/dev/null || true
}

up() {
  down
  ip link add "$BRIDGE" type bridge
  ip addr add "$SUBNET_PREFIX.1/24" dev "$BRIDGE"
  ip link set "$BRIDGE" up
  for entry in "${HOSTS[@]}"; do
    name=${entry%%:*}
    host=${entry##*:}
    namespace="sdmh-$name"
    ip netns add "$namespace"
    # One end on the bridge (named after the host), the other inside the namespace as eth0.
    ip link add "sdmh-$name" type veth peer name eth0 netns "$namespace"
    ip link set "sdmh-$name" master "$BRIDGE" up
    ip -n "$namespace" link set lo up
    ip -n "$namespace" addr add "$SUBNET_PREFIX.$host/24" dev eth0
    ip -n "$namespace" link set eth0 up
    ip -n "$namespace" route add default via "$SUBNET_PREFIX.1"
  done
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  *)
    echo "usage: $0 up|down" >&2
    exit 2
    ;;
esac
