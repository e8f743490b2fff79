#!/bin/sh
# shellcheck shell=dash
# PID 1 of the benchmark's User-mode Linux (bench/vm/run.sh). Its root is this machine's own file
# system, read-only (hostfs); it gives it a fresh /tmp, raises the limits the host's sandbox
# imposes, runs the command run.sh wrote (SERENDIP_COMMAND, from the kernel command line) and
# powers off.
export PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin HOME=/tmp
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t tmpfs run /run
# The command lives in the host's /tmp, which the fresh /tmp hides: copy it first.
cp "$SERENDIP_COMMAND" /run/command.sh
mount -t tmpfs tmp /tmp
mkdir -p /dev/shm /dev/pts
mount -t tmpfs shm /dev/shm
mount -t devpts devpts /dev/pts

ip link set lo up
# The host is 10.77.0.1 (run.sh): its client agent, and the sources of the idle benchmark's sockets.
ip link set vec0 up
ip addr add 10.77.1.1/16 dev vec0
# What a server holding 50,000 connections needs from the kernel.
sysctl -q -w net.core.somaxconn=65535
sysctl -q -w net.ipv4.tcp_max_syn_backlog=65535
ulimit -n 262144

echo "serendip-vm: $(nproc) CPU, $(free -m | awk '/Mem:/ { print $2 }') MiB, open files $(ulimit -n)"
sh /run/command.sh </dev/null
echo "serendip-vm-exit: $?"
poweroff -f
