#!/bin/sh
# Two databases on one server, one per app, each owned by its own role; the passwords come from the
# environment of the postgres service (HUB_DB_PASSWORD, FLEET_DB_PASSWORD), never from this file.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" \
  -v hub_password="$HUB_DB_PASSWORD" -v fleet_password="$FLEET_DB_PASSWORD" <<'SQL'
CREATE USER hub WITH PASSWORD :'hub_password';
CREATE DATABASE hub OWNER hub;
CREATE USER fleet WITH PASSWORD :'fleet_password';
CREATE DATABASE fleet OWNER fleet;
SQL
