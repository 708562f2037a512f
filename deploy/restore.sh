#!/bin/sh
# Restores the lead store from a backup, for the stack docker compose runs here:
#
#   deploy/restore.sh leads-20261128T030000Z.sqlite        a backup kept by the backup service (deploy/backup.sh list)
#   deploy/restore.sh /srv/offsite/leads-20261128T030000Z.dump   or a file on this machine
#   COMPOSE_FILE=deploy/compose.scale.yml deploy/restore.sh …    the scale stack (PostgreSQL)
#
# The site's instances and the backup service are stopped (no lead can be written meanwhile: visitors get the
# proxy's error page for the minute it takes), the backup replaces the store (deploy/backup.sh restore: SQLite's
# stale write-ahead log removed, the copy given to the site's user whatever the backup file's owner and mode;
# PostgreSQL: pg_restore --clean), and they are started again. Works on the same volume and on a fresh one
# (after `docker volume rm`, a lost disk). COMPOSE (default `docker compose`) is the compose command.
set -eu

compose=${COMPOSE:-docker compose}
backup=${1:?usage: deploy/restore.sh <backup file or name>}

mount=
target=$backup
if [ -f "$backup" ]; then
	folder=$(cd "$(dirname "$backup")" && pwd)
	mount="-v $folder:/restore:ro"
	target=/restore/$(basename "$backup")
fi

services=$($compose config --services)
apps=$(printf '%s\n' "$services" | grep -E '^app[0-9]*$' | tr '\n' ' ')
echo "restore: stopping $apps and backup"
# shellcheck disable=SC2086
$compose stop $apps backup
if printf '%s\n' "$services" | grep -qx postgres; then
	$compose up -d --no-deps postgres
fi
# as root in the container: it reads a backup whatever its owner and mode, and hands the copy to the site's user
# shellcheck disable=SC2086
$compose run --rm --no-deps -T --user root $mount backup restore "$target"
echo "restore: starting $apps and backup"
# shellcheck disable=SC2086
$compose up -d --no-deps $apps backup
echo "restore: done; the site's health check (docker compose ps) turns healthy within a minute"
