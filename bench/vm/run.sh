#!/bin/sh
# Runs a command of this repository inside a small QEMU virtual machine whose kernel is its own,
# so that the process limits of the machine it starts on do not apply: the sandboxes we work in
# cap open files at 20,000 a process and withhold CAP_SYS_RESOURCE, and issue 15 asks for 50,000
# idle sockets in one process (bench/README.md, "Idle scale in a virtual machine").
#
#   bench/vm/run.sh                      # 50,000 idle sockets: bench/idleSockets.bench.ts
#   bench/vm/run.sh npx tsx bench/anonymous.bench.ts
#
# The guest sees this machine's whole file system read-only over 9p (node, node_modules, the
# repository as it is now), with a fresh tmpfs on /tmp; it runs the command as root in the
# repository with the open-file limit at 262,144, prints its output here and powers off.
# Needs Debian's qemu-system-x86, busybox-static and kmod; the kernel is Debian's
# linux-image-amd64, fetched with apt-get download into BENCH_VM_DIR the first time. Software
# emulation by default; BENCH_VM_ACCEL=kvm where the host has hardware virtualisation.
# BENCH_VM_MEMORY (default 16G) and BENCH_VM_CPUS (default: this machine's count) size the guest;
# variables named BENCH_* are passed to the command. The guest has no network but its loopback.
set -eu

repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${BENCH_VM_DIR:-/tmp/serendip-bench-vm}
memory=${BENCH_VM_MEMORY:-16G}
cpus=${BENCH_VM_CPUS:-$(nproc)}

PATH=$PATH:/sbin:/usr/sbin # depmod and modprobe, for a user whose PATH lacks them
for tool in qemu-system-x86_64 busybox depmod modprobe; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "bench/vm/run.sh: $tool not found: apt-get install qemu-system-x86 busybox-static kmod" >&2
    exit 1
  }
done
mkdir -p "$work"

# The kernel: the package linux-image-amd64 points to (its generic flavour has 9p; cloud lacks it).
if [ ! -f "$work/vmlinuz" ]; then
  package=$(apt-cache depends linux-image-amd64 | sed -n 's/.*Depends: \(linux-image-[0-9].*\)/\1/p' | head -n 1)
  rm -rf "$work/kernel" && mkdir -p "$work/kernel"
  (cd "$work/kernel" && apt-get download "$package" >/dev/null 2>&1 && dpkg -x ./*.deb root)
  version=$(ls "$work/kernel/root/lib/modules")
  cp "$work/kernel/root/boot/vmlinuz-$version" "$work/vmlinuz.part"
  # The modules that mount the host's file system, in the order modprobe would load them.
  rm -rf "$work/initramfs" && mkdir -p "$work/initramfs/bin" "$work/initramfs/modules"
  depmod -b "$work/kernel/root" "$version"
  modprobe -d "$work/kernel/root" -S "$version" --show-depends -a virtio_pci 9pnet_virtio 9p |
    awk '$1 == "insmod" && !seen[$2]++ { print $2 }' |
    while read -r file; do
      cp "$file" "$work/initramfs/modules/"
      basename "$file" .ko >>"$work/initramfs/modules/order"
    done
  mv "$work/vmlinuz.part" "$work/vmlinuz"
fi

# The initramfs: busybox, the modules, and an init that mounts the host read-only and hands over.
cp "$(command -v busybox)" "$work/initramfs/bin/busybox"
cp "$repo/bench/vm/init.sh" "$work/initramfs/init"
chmod +x "$work/initramfs/init"
(cd "$work/initramfs" && find . | busybox cpio -o -H newc 2>/dev/null | gzip -1) >"$work/initramfs.cpio.gz"

# The accelerator: software emulation by default. This sandbox's /dev/kvm is PVM (kvm_pvm), which
# runs only kernels built as PVM guests: Debian's kernel decompressed at ~100 KB/s there and had
# not booted after 3 minutes. On a machine with hardware virtualisation, BENCH_VM_ACCEL=kvm is several times faster.
accel_name=${BENCH_VM_ACCEL:-tcg}
case $accel_name in
  kvm) accel="-accel kvm -cpu host,-arch-capabilities" ;;
  *) accel="-accel tcg,thread=multi -cpu qemu64,+ssse3,+sse4.1,+sse4.2,+popcnt,+cx16" ;;
esac

# What the guest runs: the command, in the repository, with this shell's BENCH_* variables. The
# guest has loopback only: the embedded database and the memory hub (no DATABASE_URL, REDIS_URL).
[ $# -gt 0 ] || set -- npx tsx bench/idleSockets.bench.ts
{
  echo "cd '$repo'"
  env | grep -E '^BENCH_[A-Z_]*=' | sed "s/'/'\\\\''/g; s/=\(.*\)/='\1'/; s/^/export /" || true
  # shellcheck disable=SC2016 # expanded by the guest's shell
  printf 'export BENCH_IDLE_SOCKETS=${BENCH_IDLE_SOCKETS:-50000}\n'
  # Under software emulation on several threads, V8 crashed (illegal instruction, breakpoint
  # trap) while it tiered the embedded database's WebAssembly up from its first compiler: code
  # rewritten on one vCPU while another runs it. One compiler tier kept it whole in every run
  # since.
  # shellcheck disable=SC2016 # expanded by the guest's shell
  [ "$accel_name" = kvm ] || printf 'export BENCH_SERVER_FLAGS="${BENCH_SERVER_FLAGS:-} --liftoff-only"\n'
  for argument in "$@"; do printf "'%s' " "$(printf '%s' "$argument" | sed "s/'/'\\\\''/g")"; done
  echo
} >"$work/command.sh"

# shellcheck disable=SC2086 # $accel is several arguments
qemu-system-x86_64 $accel -smp "$cpus" -m "$memory" \
  -nographic -no-reboot -nodefaults -serial stdio \
  -kernel "$work/vmlinuz" -initrd "$work/initramfs.cpio.gz" \
  -append "console=ttyS0 quiet loglevel=1 panic=-1 serendip.command=$work/command.sh" \
  -virtfs "local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap" |
  tee "$work/output.txt"
status=$(sed -n 's/^serendip-vm-exit: \([0-9]*\).*/\1/p' "$work/output.txt" | tail -n 1)
exit "${status:-1}"
