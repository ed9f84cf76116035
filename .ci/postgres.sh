#!/usr/bin/env bash
# Starts Debian's PostgreSQL on 127.0.0.1 only and creates the test role. Prints the URL for the test suite.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >/dev/null
fi
conf="/etc/postgresql/$version/main/postgresql.conf"
sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "$conf"
sed -i "s/^#\?fsync.*/fsync = off/" "$conf"
pg_ctlcluster "$version" main start 2>/dev/null || pg_ctlcluster "$version" main restart
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -q && break; sleep 1; done
su postgres -c "psql -q -v ON_ERROR_STOP=1" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mnemo') THEN
    CREATE ROLE mnemo LOGIN SUPERUSER PASSWORD 'mnemo';
  END IF;
END $$;
SQL
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'mnemo'\"" | grep -q 1 || su postgres -c "createdb -O mnemo mnemo"
echo "postgres://mnemo:mnemo@127.0.0.1:5432/mnemo"
