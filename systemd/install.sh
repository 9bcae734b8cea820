#!/usr/bin/env bash
# Install (or upgrade) vin-report as a hardened systemd service, or remove it again.
#
#   sudo systemd/install.sh [CHECKOUT]          install/upgrade from CHECKOUT (default: this repo)
#   sudo systemd/install.sh --uninstall         stop, disable, remove program and unit;
#                                               keeps /etc/vin-report (settings, key) and the cache
#   sudo systemd/install.sh --uninstall --purge also remove /etc/vin-report and the cache
#   sudo systemd/install.sh --root DIR ...      act on the tree under DIR, skip systemctl
#                                               (image builds, and the test suite)
#
# What an install does, every time (running it again is safe and is how you upgrade):
#   /opt/vin-report                      the program: built JavaScript + production dependencies only,
#                                        owned by root, read-only to the service; replaced atomically
#   /etc/systemd/system/vin-report.service   the unit (overwritten: customise with `systemctl edit`)
#   /etc/vin-report/vin-report.env.example   every setting with its default (overwritten)
#   /etc/vin-report/vin-report.env           created from the example only when it does not exist
#   then: systemctl daemon-reload, enable, restart (so an upgrade runs the new code)
# Needs: root, Node.js >= 20 and npm on the PATH, network access to the npm registry.
set -euo pipefail

NAME=vin-report
ROOT=
UNINSTALL=0
PURGE=0
CHECKOUT=
ARGS="$*"

die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }
say() { printf '==> %s\n' "$*"; }

while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) UNINSTALL=1 ;;
    --purge) PURGE=1 ;;
    --root) [ $# -ge 2 ] || die "--root needs a directory"; ROOT="${2%/}"; shift ;;
    --root=*) ROOT="${1#--root=}"; ROOT="${ROOT%/}" ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) [ -z "$CHECKOUT" ] || die "one checkout only (got $CHECKOUT and $1)"; CHECKOUT="$1" ;;
  esac
  shift
done
[ "$PURGE" = 0 ] || [ "$UNINSTALL" = 1 ] || die "--purge only goes with --uninstall"

# Files land root-owned in system directories and systemctl needs root: refuse up front rather than
# fail half-way through.
[ "$(id -u)" = 0 ] || die "must run as root (try: sudo $0${ARGS:+ $ARGS})"
if [ -n "$ROOT" ]; then
  mkdir -p "$ROOT"
  ROOT="$(cd "$ROOT" && pwd)"
fi

PREFIX="$ROOT/opt/$NAME"
CONF_DIR="$ROOT/etc/$NAME"
UNIT_FILE="$ROOT/etc/systemd/system/$NAME.service"
STATE_DIRS=("$ROOT/var/lib/$NAME" "$ROOT/var/lib/private/$NAME")

# Without --root, systemd must be the running init: otherwise enable/restart would silently do nothing.
use_systemctl() { [ -z "$ROOT" ]; }
if use_systemctl; then
  command -v systemctl >/dev/null || die "systemctl not found: this script needs a systemd-based system"
  [ -d /run/systemd/system ] || die "systemd is not running on this machine (no /run/systemd/system)"
fi

if [ "$UNINSTALL" = 1 ]; then
  if use_systemctl; then
    say "stopping and disabling $NAME"
    systemctl disable --now "$NAME.service" 2>/dev/null || true
  fi
  rm -f "$UNIT_FILE" "$CONF_DIR/$NAME.env.example"
  rm -rf "$PREFIX"
  if use_systemctl; then
    systemctl daemon-reload
    systemctl reset-failed "$NAME.service" 2>/dev/null || true
  fi
  if [ "$PURGE" = 1 ]; then
    say "purging settings, key and cache"
    rm -rf "$CONF_DIR" "${STATE_DIRS[@]}"
  else
    rmdir "$CONF_DIR" 2>/dev/null || true
    if [ -d "$CONF_DIR" ]; then say "kept $CONF_DIR (settings, key); --purge removes it and the cache"; fi
  fi
  say "uninstalled"
  exit 0
fi

# --- install ---------------------------------------------------------------------------------------
SCRIPT_DIR="$(cd "$(dirname "$0")" && pwd)"
SRC="$(cd "${CHECKOUT:-$SCRIPT_DIR/..}" && pwd)" || die "no such checkout: ${CHECKOUT}"
for f in package.json package-lock.json tsconfig.build.json openapi.json systemd/$NAME.service systemd/$NAME.env.example; do
  [ -f "$SRC/$f" ] || die "$SRC does not look like a vin-report checkout (missing $f)"
done

command -v node >/dev/null || die "node not found: install Node.js 20 or newer first"
command -v npm >/dev/null || die "npm not found: install it with Node.js"
node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' \
  || die "Node.js $(node --version) is too old: vin-report needs 20 or newer"
NODE_BIN="$(readlink -f "$(command -v node)")"
case "$NODE_BIN" in
  /home/*|/root/*|/run/user/*) die "node is at $NODE_BIN, which the service cannot see (ProtectHome=yes): install Node.js system-wide, e.g. /usr/bin/node" ;;
esac

umask 022
mkdir -p "$ROOT/opt"
WORK="$(mktemp -d "$ROOT/opt/.$NAME-build.XXXXXX")"
STAGE="$(mktemp -d "$ROOT/opt/.$NAME-new.XXXXXX")"
OLD=
cleanup() { rm -rf "$WORK" "$STAGE" ${OLD:+"$OLD"}; }
trap cleanup EXIT

# Everything but what is rebuilt (node_modules, dist), local state and development-only trees.
copy_checkout() {
  tar -C "$SRC" -cf - \
    --exclude=./.git --exclude=./node_modules --exclude=./dist --exclude=./data \
    --exclude=./test --exclude=./bench --exclude=./.ci --exclude=./coverage --exclude='*.log' . \
    | tar -C "$1" -xf - --no-same-owner
}

say "building from $SRC"
copy_checkout "$WORK"
# The build needs the dev dependencies (typescript); the installed tree gets none of them.
(cd "$WORK" && npm ci --no-audit --no-fund --loglevel=error && npm run -s build)

say "installing production dependencies into $PREFIX"
copy_checkout "$STAGE"
cp -a "$WORK/dist" "$STAGE/dist"
(cd "$STAGE" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
chown -R 0:0 "$STAGE"
chmod -R u+rwX,go+rX,go-w "$STAGE"

# Swap the new tree in with renames on one file system, so the service never sees half a tree.
if [ -e "$PREFIX" ]; then
  OLD="$ROOT/opt/.$NAME-old.$$"
  mv "$PREFIX" "$OLD"
fi
mv "$STAGE" "$PREFIX"

say "installing unit and settings"
mkdir -p "$(dirname "$UNIT_FILE")"
sed "s#^ExecStart=/usr/bin/node #ExecStart=$NODE_BIN #" "$SRC/systemd/$NAME.service" > "$UNIT_FILE.tmp"
chmod 0644 "$UNIT_FILE.tmp"
mv "$UNIT_FILE.tmp" "$UNIT_FILE"

install -d -m 0755 -o 0 -g 0 "$CONF_DIR"
install -m 0644 -o 0 -g 0 "$SRC/systemd/$NAME.env.example" "$CONF_DIR/$NAME.env.example"
if [ -e "$CONF_DIR/$NAME.env" ]; then
  say "kept your $CONF_DIR/$NAME.env"
else
  install -m 0640 -o 0 -g 0 "$SRC/systemd/$NAME.env.example" "$CONF_DIR/$NAME.env"
  say "created $CONF_DIR/$NAME.env (all defaults)"
fi
# systemd reads the key as root; nobody else needs to.
if [ -e "$CONF_DIR/ai-api-key" ]; then
  chown 0:0 "$CONF_DIR/ai-api-key"
  chmod 0600 "$CONF_DIR/ai-api-key"
fi

if use_systemctl; then
  say "starting $NAME"
  systemctl daemon-reload
  systemctl enable "$NAME.service" >/dev/null
  systemctl restart "$NAME.service"
  # Type=exec: restart returns once node has been started; give a broken config time to show.
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    sleep 0.5
    systemctl is-active --quiet "$NAME.service" || break
  done
  if ! systemctl is-active --quiet "$NAME.service"; then
    journalctl -u "$NAME.service" -n 30 --no-pager >&2 || true
    die "$NAME did not stay up; see the log above (journalctl -u $NAME)"
  fi
  say "running: systemctl status $NAME, logs: journalctl -u $NAME -f"
else
  say "installed under $ROOT (systemctl skipped)"
fi
