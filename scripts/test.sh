#!/usr/bin/env bash
# Every test of the project: lint, type check, unit and client tests, the API tests on embedded PGlite
# and on PostgreSQL, and the browser tests. On a fresh Debian 12 machine it first installs and starts
# what those need (as root, or through sudo when it asks no password; anyone else is told what to
# install):
#   PostgreSQL  at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): with the
#               default, installed when pg_isready is missing and started when it does not answer
#   Chromium    Debian's, at /usr/bin/chromium (or CHROMIUM_PATH): installed when missing
#   fonts       fontconfig and DejaVu Sans (fonts-dejavu-core), which draw the link previews' cards
#               with Latin and Arabic names: installed when fontconfig finds no DejaVu Sans for Arabic
# then runs `npm ci` and `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

LOCAL_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test

say() { echo "scripts/test.sh: $*" >&2; }
fail() { say "$*"; exit 1; }
# A connection string as it may be printed: without its password.
shown() { sed -E 's#(://[^:/@]*:)[^@/]*@#\1***@#' <<<"$1"; }

# Who may install and start services: root itself, or sudo when it needs no password.
as_root=()
can_root=1
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then as_root=(sudo -n); else can_root=; fi
fi

# The PostgreSQL server: this machine's own on 127.0.0.1:5432 unless TEST_DATABASE_URL names another.
local_server=
if [ -z "${TEST_DATABASE_URL:-}" ] || [ "$TEST_DATABASE_URL" = "$LOCAL_DATABASE_URL" ]; then local_server=1; fi
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$LOCAL_DATABASE_URL}"

# What is missing, from Debian's packages.
packages=()
installs_postgresql=
if ! command -v pg_isready >/dev/null || ! command -v psql >/dev/null; then
  if [ -n "$local_server" ]; then packages+=(postgresql); installs_postgresql=1; else packages+=(postgresql-client); fi
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -f "$CHROMIUM_PATH" ] || fail "CHROMIUM_PATH=$CHROMIUM_PATH is not a file: point it at a Chromium, or unset it to use Debian's /usr/bin/chromium"
elif [ ! -x /usr/bin/chromium ]; then
  packages+=(chromium) # the browser tests' (no browser can be downloaded on these machines)
fi
# The cards (src/server/previews/card-svg.ts) are laid out by fontconfig and Pango in the machine's
# fonts: without one that draws Arabic, a name such as ياسين would be drawn as empty boxes.
if ! command -v fc-list >/dev/null || ! fc-list -q 'DejaVu Sans:lang=ar'; then
  packages+=(fontconfig fonts-dejavu-core)
fi

if [ ${#packages[@]} -gt 0 ]; then
  if [ -z "$can_root" ]; then
    fail "the tests need Debian's ${packages[*]}: as root, apt-get update && apt-get install -y ${packages[*]} (or run this script as root)"
  fi
  say "installing ${packages[*]} with apt-get"
  apt_log=$(mktemp)
  if ! { "${as_root[@]}" apt-get update -qq && "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"; } >"$apt_log" 2>&1; then
    cat "$apt_log" >&2
    fail "apt-get could not install ${packages[*]}"
  fi
  rm -f "$apt_log"
fi

if [ -n "$local_server" ]; then
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1 || true)
  # Start the server when it does not answer.
  if ! pg_isready -q -h 127.0.0.1 -p 5432 && [ -n "$version" ] && [ -n "$can_root" ]; then
    say "starting PostgreSQL $version"
    "${as_root[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  # A server this script has just installed is set up as on the project's machines: the postgres
  # user connects from 127.0.0.1 without a password, and a `test` database exists.
  if [ -n "$installs_postgresql" ] && [ -n "$version" ] && pg_isready -q -h 127.0.0.1 -p 5432; then
    say "letting postgres connect from 127.0.0.1 without a password (pg_hba.conf), creating the test database"
    "${as_root[@]}" sed -i -e '1i # scripts/test.sh: the tests connect as postgres from this machine without a password.' \
      -e '1i host all postgres 127.0.0.1/32 trust' -e '1i host all postgres ::1/128 trust' "/etc/postgresql/$version/main/pg_hba.conf"
    "${as_root[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main reload
    psql -X -w -q -d postgres://postgres@127.0.0.1:5432/postgres -c 'CREATE DATABASE test' >/dev/null 2>&1 || true
  fi
fi

# The API tests on PostgreSQL make and drop a database per test file on that server.
if ! answer=$(PGCONNECT_TIMEOUT=5 psql -X -w -Atq -d "$TEST_DATABASE_URL" \
  -c 'SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user' 2>&1); then
  fail "cannot connect to PostgreSQL at TEST_DATABASE_URL=$(shown "$TEST_DATABASE_URL"):
  ${answer}
The API tests on PostgreSQL need a server there whose user may create databases. Start it, or set
TEST_DATABASE_URL to one, e.g. TEST_DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DATABASE bash scripts/test.sh"
elif [ "$answer" != t ]; then
  fail "the user of TEST_DATABASE_URL=$(shown "$TEST_DATABASE_URL") may not create databases, which the API tests on PostgreSQL do:
grant it CREATEDB (ALTER ROLE ... CREATEDB), or set TEST_DATABASE_URL to another user"
fi

npm ci --no-audit --no-fund
npm test
