#!/bin/sh
# Replaces the site's containers with the image and settings now configured (a new AUTOPOLIS_TAG, an edited
# .env), one instance at a time, after checking the new configuration:
#
#   docker compose build && deploy/rollout.sh                                      docker-compose.yml
#   docker compose -f deploy/compose.scale.yml build && \
#     COMPOSE_FILE=deploy/compose.scale.yml deploy/rollout.sh                     the scale stack, no request dropped
#
# 1. The new image reads the new settings (`node scripts/start.js --check`, in a one-off container beside the
#    running ones): a refused configuration stops here and nothing running is touched.
# 2. The lead database is migrated once, by the new image in a one-off container (`start.js --migrate`), under
#    PostgreSQL's advisory lock (SQLite: its write lock) while the old instances serve: a failing migration stops
#    here, rolled back, nothing replaced. Migrations only add (docs/releases.md), so the old code still serving
#    beside the new schema keeps working; each new instance finds the schema current and is in service at once.
# 3. Each instance in turn (app1, app2, …): drained (/livez answers 503 while /tmp/autopolis-drain exists, and
#    Caddy's health check, every 2 s, stops sending it visitors), replaced (SIGTERM: requests in flight finish),
#    healthy again (its compose health check, /readyz), and taken back by Caddy's health check before the next.
#    With one instance (docker-compose.yml) there is nobody to take over: the site does not answer for the
#    few seconds between the old process's stop and the new one's start (docs/operating.md, "Upgrade").
#
# Rolling back is the same with the previous AUTOPOLIS_TAG. COMPOSE (default `docker compose`) is the compose
# command; ROLLOUT_LB_WAIT_S (6: three of Caddy's health checks) how long Caddy is given to notice a change.
set -eu

compose=${COMPOSE:-docker compose}
lb_wait=${ROLLOUT_LB_WAIT_S:-6}
timeout=${ROLLOUT_HEALTHY_TIMEOUT_S:-180}

apps=$($compose config --services | grep -E '^app[0-9]*$' | tr '\n' ' ')
set -- $apps
[ $# -gt 0 ] || { echo "rollout: no app service in this compose file" >&2; exit 1; }

say() { echo "rollout: $*"; }

healthy() {
	id=$($compose ps -q "$1")
	[ -n "$id" ] && [ "$(docker inspect -f '{{.State.Health.Status}}' "$id" 2>/dev/null)" = healthy ]
}

say "checking the configuration in the new image"
if ! $compose run --rm --no-deps -T "$1" node scripts/start.js --check; then
	say "the new configuration is refused (above): nothing was replaced, the site runs as before" >&2
	exit 1
fi

say "migrating the lead database with the new image (once, under its lock)"
if ! $compose run --rm --no-deps -T "$1" node scripts/start.js --migrate; then
	say "the migration failed (above) and was rolled back: nothing was replaced, the site runs as before" >&2
	exit 1
fi

for app in $apps; do
	if [ $# -gt 1 ]; then
		say "$app: draining (Caddy stops sending it visitors)"
		$compose exec -T "$app" touch /tmp/autopolis-drain
		sleep "$lb_wait"
	fi
	say "$app: replacing"
	$compose up -d --no-deps --force-recreate "$app"
	waited=0
	until healthy "$app"; do
		if [ "$waited" -ge "$timeout" ]; then
			say "$app is not healthy after $timeout s: stopped here (docker compose logs $app); the other instances serve" >&2
			exit 1
		fi
		sleep 2
		waited=$((waited + 2))
	done
	if [ $# -gt 1 ]; then sleep "$lb_wait"; fi
	say "$app: healthy on the new image"
done
say "done"
