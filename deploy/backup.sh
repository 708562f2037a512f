#!/bin/sh
# The `backup` service of both compose files (mounted at /usr/local/bin/autopolis-backup), in the site's image
# for SQLite (docker-compose.yml) or in the postgres image for PostgreSQL (compose.scale.yml, PGHOST set):
#
#   loop             every BACKUP_INTERVAL_S (86400) one backup, then the backups older than BACKUP_KEEP_DAYS (14)
#                    are deleted; the service's command
#   once             one backup now, and the same pruning (docker compose run --rm backup once)
#   list             the backups kept, oldest first
#   restore <file>   replaces the lead store with <file>: deploy/restore.sh runs it, after stopping the site
#
# SQLite: `npm run leads -- backup` (SQLite's online backup API: consistent while the site writes). PostgreSQL:
# pg_dump --format=custom (one transaction: consistent while the site writes). Each is written under a
# temporary name and renamed when complete, so a listed backup is never a partial one.
set -eu
# the backups hold personal data: readable by their owner alone
umask 077

dir=${BACKUP_DIR:-/var/lib/autopolis/backups}
interval=${BACKUP_INTERVAL_S:-86400}
keep_days=${BACKUP_KEEP_DAYS:-14}
leads_dir=${LEADS_DATA_DIR:-/var/lib/autopolis/leads}

log() { printf '{"time":"%s","level":"%s","msg":"%s","module":"backup"}\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1" "$2"; }

backup_once() {
	stamp=$(date -u +%Y%m%dT%H%M%SZ)
	# (called as `backup_once || …`, where `set -e` does not apply: every step checks its own status)
	if [ -n "${PGHOST:-}" ]; then
		file=$dir/leads-$stamp.dump
		# the server's first start answers on its socket before TCP: wait for TCP, a minute at most
		tries=0
		until pg_isready -q; do
			tries=$((tries + 1))
			[ "$tries" -lt 60 ] || break
			sleep 1
		done
		pg_dump --format=custom --file="$file.part" || { rm -f "$file.part"; return 1; }
	else
		file=$dir/leads-$stamp.sqlite
		node /app/scripts/leads.js backup "$file.part" >/dev/null || { rm -f "$file.part"; return 1; }
	fi
	mv "$file.part" "$file" || return 1
	log info "backup written: $(basename "$file") ($(wc -c <"$file") bytes)"
	# older than BACKUP_KEEP_DAYS days, counted in minutes (find -mtime rounds down to whole days)
	find "$dir" -maxdepth 1 -type f -name 'leads-*' -mmin +"$((keep_days * 1440))" -print | while read -r old; do
		rm -f "$old"
		log info "backup older than $keep_days days deleted: $(basename "$old")"
	done
}

restore() {
	source=$1
	case "$source" in /*) ;; *) source=$dir/$source ;; esac
	[ -f "$source" ] || { log error "no backup at $source"; exit 1; }
	if [ -n "${PGHOST:-}" ]; then
		until pg_isready -q; do sleep 1; done
		# --clean --if-exists: every table of the dump is dropped and created again, holding exactly its rows
		pg_restore --clean --if-exists --no-owner --exit-on-error --dbname="$PGDATABASE" "$source"
	else
		# The write-ahead log of the database being replaced belongs to it: left beside the copy, SQLite would
		# replay it over the backup (a crash leaves one). The copy is the site user's, readable by it alone.
		rm -f "$leads_dir/leads.sqlite-wal" "$leads_dir/leads.sqlite-shm" "$leads_dir/leads.sqlite-journal"
		cp "$source" "$leads_dir/leads.sqlite.restoring"
		chown node:node "$leads_dir/leads.sqlite.restoring"
		chmod 600 "$leads_dir/leads.sqlite.restoring"
		mv "$leads_dir/leads.sqlite.restoring" "$leads_dir/leads.sqlite"
	fi
	log info "restored $(basename "$source")"
}

case "${1:-loop}" in
loop)
	trap 'exit 0' TERM INT
	log info "backups every $interval s into $dir, kept $keep_days days"
	while :; do
		# a failed backup is tried again in 5 minutes, not a whole interval later
		if backup_once; then wait_s=$interval; else
			log error "backup failed: trying again in 300 s"
			wait_s=300
		fi
		sleep "$wait_s" &
		wait $!
	done
	;;
once) backup_once || { log error "backup failed"; exit 1; } ;;
list) ls -ltr "$dir" | grep ' leads-' || true ;;
restore) restore "${2:?restore needs a backup file}" ;;
*) echo "backup: loop, once, list or restore <file>" >&2; exit 2 ;;
esac
