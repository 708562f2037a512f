#!/bin/sh
# Day one: writes the settings file docker compose reads, from .env.example, and generates the secrets once.
#
#   deploy/init.sh                                        .env for docker-compose.yml
#   deploy/init.sh --scale                                deploy/.env for deploy/compose.scale.yml
#   deploy/init.sh --scale --domain www.example.lu --email ops@example.lu
#
# Run it from the repository's root. A file that exists is kept: only its empty generated secrets
# (MEILI_MASTER_KEY, POSTGRES_PASSWORD) are filled in, AUTOPOLIS_TAG follows the checkout's release (package.json's
# version), and --domain/--email replace their lines; nothing else is touched, so running it twice changes nothing. The file is made readable by its owner only (it holds the
# secrets). Edit it afterwards for the CMS token, e-mail and webhook delivery (the comments say what goes where).
set -eu

scale=
domain=
email=
while [ $# -gt 0 ]; do
	case "$1" in
	--scale) scale=1 ;;
	--domain) domain=${2:?--domain needs a host name, e.g. www.example.lu}; shift ;;
	--email) email=${2:?--email needs the ACME account e-mail}; shift ;;
	-h | --help) sed -n '2,11p' "$0"; exit 0 ;;
	*) echo "init: unknown argument $1 (--scale, --domain <host>, --email <address>)" >&2; exit 2 ;;
	esac
	shift
done

root=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "$scale" ]; then target=$root/deploy/.env; else target=$root/.env; fi

# 32 random bytes as hex: openssl where present, the kernel's generator otherwise
random_hex() {
	if command -v openssl >/dev/null 2>&1; then openssl rand -hex "$1"; else od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; fi
}

# set NAME VALUE: replaces the line NAME=… (or appends it), leaving every other line as it is
set_value() {
	tmp=$target.tmp.$$
	awk -v name="$1" -v value="$2" -F= '
		$1 == name { print name "=" value; done = 1; next }
		{ print }
		END { if (!done) print name "=" value }
	' "$target" >"$tmp"
	cat "$tmp" >"$target"
	rm -f "$tmp"
}

# the value of NAME in the file (empty when unset)
value_of() {
	awk -v name="$1" -F= '$1 == name { sub(/^[^=]*=/, ""); value = $0 } END { print value }' "$target"
}

umask 077
if [ ! -f "$target" ]; then
	cp "$root/.env.example" "$target"
	created=1
	if [ -n "$scale" ]; then
		set_value HTTP_PORT 80
		set_value PUBLIC_SITE_URL http://localhost
	fi
else
	created=
fi
chmod 600 "$target"

generated=
if [ -z "$(value_of MEILI_MASTER_KEY)" ]; then
	set_value MEILI_MASTER_KEY "$(random_hex 32)"
	generated="$generated MEILI_MASTER_KEY"
fi
if [ -n "$scale" ] && [ -z "$(value_of POSTGRES_PASSWORD)" ]; then
	set_value POSTGRES_PASSWORD "$(random_hex 24)"
	generated="$generated POSTGRES_PASSWORD"
fi
# the release: the image is tagged with the checkout's version (package.json), so the previous release's image
# stays on the machine for a rollback (docs/releases.md); run again after a `git pull`, it moves the tag along
release=$(sed -n 's/^[[:space:]]*"version":[[:space:]]*"\([^"]*\)".*/\1/p' "$root/package.json" | head -n 1)
tagged=$(value_of AUTOPOLIS_TAG)
if [ -n "$release" ] && [ "$tagged" != "$release" ]; then
	set_value AUTOPOLIS_TAG "$release"
	echo "init: AUTOPOLIS_TAG ${tagged:-(unset)} -> $release (this checkout's release; build, then deploy/rollout.sh)"
fi
if [ -n "$domain" ]; then
	set_value SITE_DOMAIN "$domain"
	set_value PUBLIC_SITE_URL "https://$domain"
	[ -n "$scale" ] && set_value HTTP_PORT 80
fi
[ -n "$email" ] && set_value ACME_EMAIL "$email"

if [ -n "$created" ]; then echo "init: wrote ${target#"$root"/} from .env.example"; else echo "init: kept ${target#"$root"/}"; fi
if [ -n "$generated" ]; then echo "init: generated$generated (keep the file: the search engine's data is locked with the key)"; fi
if [ -n "$scale" ] && [ -z "$(value_of ACME_EMAIL)" ]; then
	echo "init: ACME_EMAIL is empty: the scale stack will not start without it (deploy/init.sh --scale --email <address>)"
fi
if [ -n "$scale" ] && [ -z "$(value_of SITE_DOMAIN)" ]; then
	echo "init: SITE_DOMAIN is empty: Caddy serves plain HTTP on :80 (deploy/init.sh --scale --domain <host> --email <address> for TLS)"
fi
