#!/bin/sh
# The publishing key's forced command: everything that key can do on the server, and nothing else
# (no shell, no other file). Installed once by hand, outside the releases, and named in
# ~/.ssh/authorized_keys of the user that receives the releases (README, Deployment):
#   command="/usr/local/bin/saffron-ssh-gate",restrict ssh-ed25519 AAAA… saffron-route publishing
# The key may
#   - copy a release into <deploy>/incoming/<id>/ (rsync, confined there by rrsync, write only);
#   - "activate <id> [<details>]": install its packages, rename it into releases/, switch, restart
#     (the Node server), and record it live only once that succeeded (deploy/releases.js);
#   - "refused <details>": record a refused publish for /admin.
# <details> is base64 JSON (subject, commit, seconds, reason). The restart command is this
# machine's, never the caller's, and so is the releases.js that does the work: the copy installed
# beside this gate, never one the caller uploaded.
set -eu

deploy=${SAFFRON_DEPLOY:-/srv/saffron-route}
restart=${SAFFRON_RESTART:-sudo /usr/bin/systemctl restart saffron-route}
releases=${SAFFRON_RELEASES:-/usr/local/lib/saffron-route/releases.js}
command=${SSH_ORIGINAL_COMMAND:-}

refuse() {
  echo "saffron-ssh-gate: refused: $1" >&2
  exit 1
}

is_release_id() {
  printf '%s\n' "$1" | grep -Eqx '[0-9]{8}T[0-9]{6}Z(-[0-9a-f]{7,40})?'
}

is_details() {
  case "$1" in
    "" | *[!A-Za-z0-9+/=]*) return 1 ;;
  esac
  [ ${#1} -le 16000 ]
}

case "$command" in
  "rsync --server "*)
    mkdir -p "$deploy/incoming"
    # rrsync (Debian's rsync package) reads SSH_ORIGINAL_COMMAND itself.
    exec rrsync -wo "$deploy/incoming"
    ;;
esac

# Split into words without any expansion of the caller's text.
set -f
# shellcheck disable=SC2086
set -- $command
set +f

case "${1:-}" in
  activate)
    [ $# -ge 2 ] && [ $# -le 3 ] || refuse "activate takes a release id and its details"
    is_release_id "$2" || refuse "not a release id"
    [ $# -eq 2 ] || is_details "$3" || refuse "details are base64 JSON"
    [ -f "$deploy/incoming/$2/package.json" ] || refuse "release $2 was not copied whole"
    exec node "$releases" activate "$deploy" "$2" --restart "$restart" ${3:+--details "$3"}
    ;;
  refused)
    [ $# -eq 2 ] && is_details "$2" || refuse "refused takes its details"
    exec node "$releases" refused "$deploy" --details "$2"
    ;;
  *)
    refuse "this key only copies, switches and records releases"
    ;;
esac
