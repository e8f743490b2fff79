#!/bin/sh
# Runs a command of this repository inside User-mode Linux: a Linux kernel of its own, run as a
# process here, so that the process limits of the machine it starts on do not apply. The
# sandboxes we work in cap open files at 20,000 a process and withhold CAP_SYS_RESOURCE, and
# the performance targets ask for 50,000 idle sockets in one process (bench/README.md, "50,000 idle sockets in
# User-mode Linux").
#
#   bench/vm/run.sh                      # 50,000 idle sockets: bench/idleSockets.bench.ts
#   bench/vm/run.sh npx tsx bench/anonymous.bench.ts
#
# The guest's root is this machine's whole file system, read-only (node, node_modules, the
# repository as it is now), with a fresh tmpfs on /tmp; it runs the command as root in the
# repository with the open-file limit at 262,144, prints its output here and powers off. Its
# programs run at native speed; its system calls and page faults cost several times more.
# It has one CPU, so the idle benchmark's servers run in it and their client processes run here,
# at native speed, through bench/idleClientAgent.ts (which this script starts and stops), over a
# tap device: 10.77.1.1 there, 10.77.0.1-9 here.
#
# Needs Debian's user-mode-linux and iproute2, root (CAP_NET_ADMIN for the tap device), and
# raises vm.max_map_count, since the guest's memory is mapped page by page. BENCH_VM_MEMORY
# (default 12G) sizes the guest; variables named BENCH_* are passed to the command.
set -eu

repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${BENCH_VM_DIR:-/tmp/serendip-bench-vm}
memory=${BENCH_VM_MEMORY:-12G}

PATH=$PATH:/sbin:/usr/sbin # ip and sysctl, for a user whose PATH lacks them
for tool in linux.uml ip sysctl taskset; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "bench/vm/run.sh: $tool not found: apt-get install user-mode-linux iproute2 procps" >&2
    exit 1
  }
done
mkdir -p "$work"

# A guest with 12 GiB in use maps up to ~3 million pages: Linux's default limit of 65,530 maps a
# process ended the first try with "UML ran out of memory on the host side".
if [ "$(cat /proc/sys/vm/max_map_count)" -lt 4194304 ]; then
  sysctl -q -w vm.max_map_count=4194304
fi

# The guest on the last CPU, everything else on the others. User-mode Linux runs a guest's system
# call as two host processes handing over to each other (ptrace): on one core a getppid() took
# 20 us there, against 106-113 us when the host let them run on different cores.
guest_cpu=$(($(nproc) - 1))
host_cpus=0-$((guest_cpu > 0 ? guest_cpu - 1 : 0))

# The network: a tap device, this machine's end of it with the client agent's source addresses.
tap=serendip-vm0
agent_log="$work/agent.txt"
# shellcheck disable=SC2317 # called by the trap below
cleanup() {
  [ -z "${agent:-}" ] || kill "$agent" 2>/dev/null || true
  ip link delete "$tap" 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM
ip link delete "$tap" 2>/dev/null || true
ip tuntap add dev "$tap" mode tap || {
  echo "bench/vm/run.sh: could not add the tap device $tap (needs CAP_NET_ADMIN)" >&2
  exit 1
}
for host in 1 2 3 4 5 6 7 8 9; do ip addr add "10.77.0.$host/16" dev "$tap"; done
ip link set "$tap" up

# The idle benchmark's client processes run here. 25 handshakes in flight per process: the guest
# answers them several times slower than this machine, and none should wait in its queue past
# socket.io-client's 20 s connect timeout.
(cd "$repo" && BENCH_IDLE_OPENING=${BENCH_IDLE_OPENING:-25} exec taskset -c "$host_cpus" node --import tsx bench/idleClientAgent.ts 10.77.0.1 7070) >"$agent_log" 2>&1 &
agent=$!
until grep -q 'idle client agent on' "$agent_log"; do
  kill -0 "$agent" 2>/dev/null || {
    cat "$agent_log" >&2
    exit 1
  }
  sleep 0.2
done

# What the guest runs: the command, in the repository, with this shell's BENCH_* variables. The
# guest has the embedded database and the memory hub (no DATABASE_URL, REDIS_URL); its servers
# listen on its network address, and the idle benchmark opens its clients through the agent.
[ $# -gt 0 ] || set -- npx tsx bench/idleSockets.bench.ts
{
  echo "cd '$repo'"
  env | grep -E '^BENCH_[A-Z_]*=' | sed "s/'/'\\\\''/g; s/=\(.*\)/='\1'/; s/^/export /" || true
  # shellcheck disable=SC2016 # expanded by the guest's shell
  printf 'export BENCH_IDLE_SOCKETS=${BENCH_IDLE_SOCKETS:-50000}\n'
  # shellcheck disable=SC2016 # expanded by the guest's shell
  printf 'export BENCH_SERVER_HOST=${BENCH_SERVER_HOST:-10.77.1.1}\n'
  printf 'export BENCH_IDLE_CLIENT_AGENT=http://10.77.0.1:7070 BENCH_IDLE_SOURCE_NET=10.77.0\n'
  for argument in "$@"; do printf "'%s' " "$(printf '%s' "$argument" | sed "s/'/'\\\\''/g")"; done
  echo
} >"$work/command.sh"

# The guest's memory is a sparse file in TMPDIR: /dev/shm keeps it in memory, not on disk. The
# vector transport moves packets in batches (sendmmsg, recvmmsg), not one signal and read each.
TMPDIR=/dev/shm taskset -c "$guest_cpu" linux.uml "mem=$memory" rootfstype=hostfs rootflags=/ ro quiet \
  "init=$repo/bench/vm/init.sh" "SERENDIP_COMMAND=$work/command.sh" \
  "vec0:transport=tap,ifname=$tap,depth=128,gro=1" con=null con0=fd:0,fd:1 </dev/null |
  tee "$work/output.txt"
status=$(sed -n 's/.*serendip-vm-exit: \([0-9]*\).*/\1/p' "$work/output.txt" | tail -n 1)
exit "${status:-1}"
