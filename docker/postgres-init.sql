-- Two databases on one server: one per app (each app runs its own migrations at start).
CREATE USER hub WITH PASSWORD 'hub';
CREATE DATABASE hub OWNER hub;
CREATE USER fleet WITH PASSWORD 'fleet';
CREATE DATABASE fleet OWNER fleet;
