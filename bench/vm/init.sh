#!/bin/busybox sh
# shellcheck shell=dash
# PID 1 of the benchmark's virtual machine (bench/vm/run.sh): mounts the host's file system
# read-only over 9p, gives it a fresh /tmp, raises the limits the host's sandbox imposes, runs
# the command run.sh wrote (named on the kernel command line) and powers off.
/bin/busybox --install -s /bin
export PATH=/bin
mkdir -p /proc /sys /dev /newroot
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
while read -r module; do insmod "/modules/$module.ko"; done </modules/order

mount -t 9p -o trans=virtio,version=9p2000.L,ro,msize=1048576,cache=loose hostroot /newroot
command=$(sed -n 's/.*serendip\.command=\([^ ]*\).*/\1/p' /proc/cmdline)
cp "/newroot$command" /command.sh

mount -t tmpfs -o size=75% tmp /newroot/tmp
mount -t tmpfs run /newroot/run
mount -t proc proc /newroot/proc
mount -t sysfs sys /newroot/sys
mount -t devtmpfs dev /newroot/dev
mkdir -p /newroot/dev/pts /newroot/dev/shm
mount -t devpts devpts /newroot/dev/pts
mount -t tmpfs shm /newroot/dev/shm
cp /command.sh /newroot/tmp/command.sh

ip link set lo up
# What a server holding 50,000 connections on loopback needs from the kernel.
sysctl -q -w net.ipv4.ip_local_port_range="1024 65535"
sysctl -q -w net.core.somaxconn=65535
sysctl -q -w net.ipv4.tcp_max_syn_backlog=65535
ulimit -n 262144

echo "serendip-vm: $(nproc) CPUs, $(free -m | awk '/Mem:/ { print $2 }') MiB, open files $(ulimit -n)"
HOME=/tmp PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin \
  chroot /newroot /bin/sh /tmp/command.sh </dev/console >/dev/console 2>&1
echo "serendip-vm-exit: $?"
sync
poweroff -f
