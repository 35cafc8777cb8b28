/**
 * The hand-written rows of the search benchmark's catalog (bench/search/make-catalog.ts turns them into
 * bench/search/catalog-500.json): real self-hosted and AI applications, one per line, fields separated by `|`:
 *
 *   slug | name | category slug | tags (comma-separated) | image[:tag] | GPUs | description [| kind]
 *
 * Descriptions are written from the projects' own one-line summaries, in our words.
 */

export const CATEGORIES: { slug: string; name: string; description: string; icon: string }[] = [
  {
    slug: 'media-streaming',
    name: 'Media & Streaming',
    description: 'Media servers for films, series, music and live TV.',
    icon: '🎬',
  },
  {
    slug: 'photos',
    name: 'Photos & Galleries',
    description: 'Photo libraries, backup from phones and galleries.',
    icon: '📷',
  },
  { slug: 'files-sync', name: 'Files & Sync', description: 'File hosting, sync and sharing.', icon: '📁' },
  {
    slug: 'productivity',
    name: 'Productivity & Office',
    description: 'Office suites, calendars, project boards and forms.',
    icon: '🗂️',
  },
  {
    slug: 'notes-knowledge',
    name: 'Notes & Knowledge',
    description: 'Wikis, note taking, bookmarks and read-later.',
    icon: '📝',
  },
  {
    slug: 'security-passwords',
    name: 'Passwords & Security',
    description: 'Password managers, secrets and security scanners.',
    icon: '🔐',
  },
  {
    slug: 'identity-sso',
    name: 'Identity & SSO',
    description: 'Single sign-on, identity providers and access proxies.',
    icon: '🪪',
  },
  {
    slug: 'home-automation',
    name: 'Home Automation',
    description: 'Smart home hubs, bridges and automations.',
    icon: '🏠',
  },
  {
    slug: 'developer-tools',
    name: 'Developer Tools',
    description: 'Git hosting, CI/CD, registries and code quality.',
    icon: '🛠️',
  },
  {
    slug: 'databases',
    name: 'Databases',
    description: 'Relational, document, key-value and time-series databases.',
    icon: '🗄️',
  },
  {
    slug: 'messaging-queues',
    name: 'Message Queues & Streaming',
    description: 'Brokers, event streaming and pub/sub.',
    icon: '📨',
  },
  {
    slug: 'monitoring',
    name: 'Monitoring & Observability',
    description: 'Metrics, logs, traces, uptime and alerting.',
    icon: '📈',
  },
  {
    slug: 'networking',
    name: 'Networking & VPN',
    description: 'VPNs, reverse proxies, DNS and ad blocking.',
    icon: '🌐',
  },
  {
    slug: 'communication',
    name: 'Chat & Communication',
    description: 'Team chat, video calls, forums and email.',
    icon: '💬',
  },
  {
    slug: 'websites-cms',
    name: 'Websites & CMS',
    description: 'Content management, blogs and static sites.',
    icon: '📰',
  },
  { slug: 'web-analytics', name: 'Web Analytics', description: 'Privacy-friendly website analytics.', icon: '📊' },
  {
    slug: 'automation',
    name: 'Automation & Workflows',
    description: 'Workflow automation, schedulers and integrations.',
    icon: '⚙️',
  },
  { slug: 'backup', name: 'Backup', description: 'Backup tools and object storage.', icon: '💾' },
  {
    slug: 'media-management',
    name: 'Media Management & Downloads',
    description: 'Indexers, download clients and media organisers.',
    icon: '📥',
  },
  { slug: 'personal-finance', name: 'Personal Finance', description: 'Budgets, accounting and invoices.', icon: '💶' },
  {
    slug: 'books-reading',
    name: 'Books & Reading',
    description: 'E-books, comics, audiobooks and feed readers.',
    icon: '📚',
  },
  {
    slug: 'dashboards',
    name: 'Dashboards & Start Pages',
    description: 'Home pages and service dashboards.',
    icon: '🧭',
  },
  { slug: 'game-servers', name: 'Game Servers', description: 'Dedicated servers for multiplayer games.', icon: '🎮' },
  {
    slug: 'search-engines',
    name: 'Search Engines',
    description: 'Full-text search engines and metasearch.',
    icon: '🔎',
  },
  {
    slug: 'ai-agents',
    name: 'AI Agents & Apps',
    description: 'Agent platforms, RAG builders and AI-powered applications.',
    icon: '🤖',
  },
];

/** slug | name | category | tags | image | gpu | description [| kind] */
export const ROWS = `
jellyfin|Jellyfin|media-streaming|media-server,streaming,movies,tv,music|jellyfin/jellyfin:10.10.3|0|The free software media system: stream your films, series and music to any device, with hardware transcoding.
plex|Plex Media Server|media-streaming|media-server,streaming,movies,tv|plexinc/pms-docker:latest|0|Organise your video, music and photo collections and stream them to Plex apps on every screen.
emby|Emby Server|media-streaming|media-server,streaming,movies,live-tv|emby/embyserver:latest|0|Personal media server with live TV, DVR and parental controls.
navidrome|Navidrome|media-streaming|music,streaming,subsonic|deluan/navidrome:0.53.3|0|Modern music server and streamer compatible with Subsonic and Airsonic clients.
funkwhale|Funkwhale|media-streaming|music,podcasts,federation|funkwhale/all-in-one:1.4.0|0|Federated platform to listen to and share music and audio in a decentralised network.
airsonic-advanced|Airsonic Advanced|media-streaming|music,streaming,subsonic|airsonicadvanced/airsonic-advanced:latest|0|Web-based media streamer, a more modern fork of Airsonic.
owncast|Owncast|media-streaming|live-streaming,video,chat|owncast/owncast:0.1.3|0|Self-hosted live video and web chat server, works with OBS and other streaming software.
peertube|PeerTube|media-streaming|video,federation,activitypub|chocobozzz/peertube:production-bookworm|0|Decentralised video hosting network using ActivityPub and peer-to-peer delivery.
tunarr|Tunarr|media-streaming|live-tv,iptv,plex,jellyfin|chrisbenincasa/tunarr:latest|0|Create live TV channels from your Plex or Jellyfin media and watch them in any IPTV client.
audiobookshelf|Audiobookshelf|books-reading|audiobooks,podcasts,ebooks|advplyr/audiobookshelf:2.17.2|0|Audiobook and podcast server with progress sync, mobile apps and chapter editing.
kavita|Kavita|books-reading|ebooks,comics,manga,reader|jvmilazz0/kavita:latest|0|Fast reading server for manga, comics and e-books with a built-in web reader.
komga|Komga|books-reading|comics,manga,reader,opds|gotson/komga:latest|0|Media server for comics, mangas, BDs and magazines with an OPDS feed.
calibre-web|Calibre-Web|books-reading|ebooks,calibre,reader,opds|linuxserver/calibre-web:latest|0|Web app to browse, read and download e-books from an existing Calibre library.
calibre|Calibre|books-reading|ebooks,calibre,library|linuxserver/calibre:latest|0|Full Calibre e-book manager in the browser: convert, edit and organise your library.
freshrss|FreshRSS|books-reading|rss,feed-reader,news|freshrss/freshrss:1.24.3|0|Self-hosted RSS and Atom feed aggregator, lightweight and multi-user.
miniflux|Miniflux|books-reading|rss,feed-reader,minimalist|miniflux/miniflux:2.2.3|0|Minimalist and opinionated feed reader written in Go.
tt-rss|Tiny Tiny RSS|books-reading|rss,feed-reader,news|cthulhoo/ttrss-fpm-pgsql-static:latest|0|Web-based news feed (RSS/Atom) reader and aggregator.
readeck|Readeck|notes-knowledge|read-later,bookmarks,archive|codeberg.org/readeck/readeck:0.16.0|0|Keep web content you like for later: readable articles, highlights and e-book export.
wallabag|wallabag|notes-knowledge|read-later,bookmarks,archive|wallabag/wallabag:2.6.10|0|Save web pages to read them later, without ads or distractions.
linkding|linkding|notes-knowledge|bookmarks,archive,minimalist|sissbruecker/linkding:1.36.0|0|Minimal, fast bookmark manager with tags and a browser extension.
linkwarden|Linkwarden|notes-knowledge|bookmarks,archive,collaboration|ghcr.io/linkwarden/linkwarden:latest|0|Collaborative bookmark manager that archives and preserves web pages.
shaarli|Shaarli|notes-knowledge|bookmarks,minimalist|ghcr.io/shaarli/shaarli:latest|0|Personal, minimalist, database-free bookmarking service.
karakeep|Karakeep (formerly Hoarder)|notes-knowledge|bookmarks,read-later,ai,tagging|ghcr.io/karakeep-app/karakeep:release|0|Bookmark everything app with AI-based automatic tagging and full-text search.
archivebox|ArchiveBox|notes-knowledge|web-archive,bookmarks|archivebox/archivebox:0.7.2|0|Self-hosted internet archiving: save HTML, PDFs, screenshots and media of web pages.
bookstack|BookStack|notes-knowledge|wiki,documentation,knowledge-base|linuxserver/bookstack:latest|0|Simple platform for organising and storing information as books, chapters and pages.
wiki-js|Wiki.js|notes-knowledge|wiki,documentation,markdown|ghcr.io/requarks/wiki:2|0|Powerful and extensible open-source wiki built on Node.js with Git sync.
outline|Outline|notes-knowledge|wiki,knowledge-base,collaboration|outlinewiki/outline:0.81.1|0|Fast, collaborative knowledge base for growing teams, with Markdown and real-time editing.
dokuwiki|DokuWiki|notes-knowledge|wiki,documentation,flat-file|linuxserver/dokuwiki:latest|0|Simple wiki that needs no database; pages are plain text files.
mediawiki|MediaWiki|notes-knowledge|wiki,encyclopedia|mediawiki:1.42|0|The wiki engine that runs Wikipedia.
xwiki|XWiki|notes-knowledge|wiki,enterprise,knowledge-base|xwiki:16-postgres-tomcat|0|Second-generation enterprise wiki with structured data and an extension platform.
trilium|TriliumNext Notes|notes-knowledge|notes,knowledge-base,hierarchical|triliumnext/notes:latest|0|Hierarchical note-taking application for building large personal knowledge bases.
joplin-server|Joplin Server|notes-knowledge|notes,markdown,sync|joplin/server:3.0.1|0|Sync server for the Joplin note-taking and to-do application.
memos|Memos|notes-knowledge|notes,microblog,markdown|neosmemo/memos:stable|0|Lightweight, privacy-first note-taking hub for quick thoughts and snippets.
siyuan|SiYuan|notes-knowledge|notes,knowledge-base,markdown,block-editor|b3log/siyuan:latest|0|Privacy-first personal knowledge management with block-level references.
affine|AFFiNE|notes-knowledge|notes,whiteboard,docs|ghcr.io/toeverything/affine-graphql:stable|0|Workspace that merges docs, whiteboards and databases; an alternative to Notion and Miro.
appflowy-cloud|AppFlowy Cloud|notes-knowledge|notes,docs,notion-alternative|appflowyinc/appflowy_cloud:latest|0|Self-hosted backend for AppFlowy, the open-source Notion alternative.
docmost|Docmost|notes-knowledge|wiki,docs,collaboration|docmost/docmost:latest|0|Collaborative wiki and documentation software, an alternative to Confluence and Notion.
hedgedoc|HedgeDoc|notes-knowledge|markdown,collaboration,notes|quay.io/hedgedoc/hedgedoc:1.10.0|0|Real-time collaborative Markdown editor for notes, slides and diagrams.
etherpad|Etherpad|productivity|collaboration,editor,documents|etherpad/etherpad:2.2.5|0|Real-time collaborative document editor, highly customisable with plugins.
nextcloud|Nextcloud|files-sync|file-sync,cloud,calendar,contacts,office|nextcloud:30-apache|0|Self-hosted content collaboration platform: file sync and share, calendar, contacts, office and talk.
nextcloud-aio|Nextcloud All-in-One|files-sync|file-sync,cloud,office,backup|nextcloud/all-in-one:latest|0|The official Nextcloud installation with Collabora, Talk, backup and Imaginary preconfigured.
nextcloud-fpm|Nextcloud (FPM)|files-sync|file-sync,cloud,php-fpm|nextcloud:30-fpm|0|Nextcloud on PHP-FPM, to put behind your own nginx or Caddy.
owncloud-ocis|ownCloud Infinite Scale|files-sync|file-sync,cloud,go|owncloud/ocis:7|0|ownCloud rewritten in Go: file sync and share without a database.
seafile|Seafile|files-sync|file-sync,cloud,performance|seafileltd/seafile-mc:11.0-latest|0|High-performance file syncing and sharing with library encryption and versioning.
filebrowser|File Browser|files-sync|file-manager,web-ui|filebrowser/filebrowser:v2.31.2|0|Web file manager: upload, delete, preview, rename and edit files in a directory.
syncthing|Syncthing|files-sync|file-sync,peer-to-peer,continuous|syncthing/syncthing:1.28|0|Continuous peer-to-peer file synchronisation between your devices.
pingvin-share|Pingvin Share|files-sync|file-sharing,wetransfer-alternative|stonith404/pingvin-share:latest|0|Simple file sharing platform, a self-hosted WeTransfer alternative.
psitransfer|PsiTransfer|files-sync|file-sharing,upload|psitrax/psitransfer:latest|0|Simple open-source file sharing with resumable uploads and one-time downloads.
sftpgo|SFTPGo|files-sync|sftp,ftp,webdav,s3|drakkan/sftpgo:v2.6|0|Full-featured SFTP, FTP/S and WebDAV server with S3, GCS and Azure backends.
copyparty|copyparty|files-sync|file-server,upload,webdav|copyparty/ac:latest|0|Portable file server with resumable uploads, dedup, WebDAV, FTP and media indexing.
immich|Immich|photos|photos,videos,backup,machine-learning,face-recognition|ghcr.io/immich-app/immich-server:v1.121.0|0|High-performance self-hosted photo and video backup from your phone, with face recognition and smart search.
immich-machine-learning-cuda|Immich Machine Learning (CUDA)|photos|photos,machine-learning,cuda,clip,face-recognition|ghcr.io/immich-app/immich-machine-learning:v1.121.0-cuda|1|Immich's machine-learning service (CLIP smart search, facial recognition) accelerated on an NVIDIA GPU.
photoprism|PhotoPrism|photos|photos,gallery,ai,tagging|photoprism/photoprism:240915|0|AI-powered photos app: browse, organise and share your collection with automatic tagging and maps.
librephotos|LibrePhotos|photos|photos,gallery,face-recognition|reallibrephotos/librephotos:latest|0|Photo management with face recognition, object detection and timeline.
lychee|Lychee|photos|photos,gallery,albums|lycheeorg/lychee:v6|0|Free photo-management tool with albums and public sharing.
piwigo|Piwigo|photos|photos,gallery,albums|linuxserver/piwigo:latest|0|Photo gallery software for the web, built by an active community of users and developers.
photoview|Photoview|photos|photos,gallery,raw|viktorstrate/photoview:2|0|Photo gallery for self-hosted personal servers, reads your existing folders and RAW files.
ente-museum|Ente Photos (Museum server)|photos|photos,backup,end-to-end-encryption|ghcr.io/ente-io/server:latest|0|End-to-end encrypted photo storage server behind the Ente mobile and desktop apps.
pigallery2|PiGallery 2|photos|photos,gallery,lightweight|bpatrik/pigallery2:latest|0|Fast directory-first photo gallery optimised for low-resource servers.
home-assistant|Home Assistant|home-automation|smart-home,iot,automation,zigbee|ghcr.io/home-assistant/home-assistant:2024.12|0|Open-source home automation that puts local control and privacy first; integrates thousands of devices.
openhab|openHAB|home-automation|smart-home,iot,automation|openhab/openhab:4.2.2|0|Vendor and technology agnostic open-source automation software for your home.
domoticz|Domoticz|home-automation|smart-home,iot,lightweight|domoticz/domoticz:stable|0|Lightweight home automation system for lights, switches and sensors.
zigbee2mqtt|Zigbee2MQTT|home-automation|zigbee,mqtt,smart-home|koenkk/zigbee2mqtt:1.42.0|0|Use Zigbee devices without the vendor's bridge: bridges events to MQTT.
zwave-js-ui|Z-Wave JS UI|home-automation|z-wave,mqtt,smart-home|zwavejs/zwave-js-ui:9|0|Full featured Z-Wave control panel and MQTT gateway.
node-red|Node-RED|automation|low-code,flows,iot,mqtt|nodered/node-red:4.0|0|Low-code programming for event-driven applications: wire together devices, APIs and online services.
esphome|ESPHome|home-automation|esp32,firmware,smart-home|ghcr.io/esphome/esphome:2024.12|0|Control your ESP8266 and ESP32 boards with simple yet powerful YAML configuration.
frigate|Frigate NVR|home-automation|nvr,cctv,object-detection,cameras|ghcr.io/blakeblackshear/frigate:0.14.1|0|Network video recorder with real-time local object detection for IP cameras.
frigate-tensorrt|Frigate NVR (TensorRT)|home-automation|nvr,cctv,object-detection,cameras,tensorrt|ghcr.io/blakeblackshear/frigate:0.14.1-tensorrt|1|Frigate with TensorRT detectors for NVIDIA GPUs: more cameras, lower latency.
scrypted|Scrypted|home-automation|nvr,cameras,homekit|koush/scrypted:latest|0|High-performance video integration and NVR platform bridging cameras to HomeKit and Google Home.
homebridge|Homebridge|home-automation|homekit,smart-home,bridge|homebridge/homebridge:latest|0|Bring non-HomeKit smart home devices to Apple HomeKit.
mosquitto|Eclipse Mosquitto|messaging-queues|mqtt,broker,iot|eclipse-mosquitto:2.0|0|Lightweight MQTT message broker for IoT devices.
emqx|EMQX|messaging-queues|mqtt,broker,iot,scale|emqx/emqx:5.8|0|Scalable MQTT broker for IoT, connected vehicles and industrial workloads.
rabbitmq|RabbitMQ|messaging-queues|amqp,broker,queue|rabbitmq:4-management|0|Reliable message broker with AMQP, MQTT and streams, with its management UI.
kafka|Apache Kafka|messaging-queues|event-streaming,broker,kraft|apache/kafka:3.9.0|0|Distributed event streaming platform (KRaft mode, no ZooKeeper).
redpanda|Redpanda|messaging-queues|event-streaming,kafka-compatible|redpandadata/redpanda:v24.3.1|0|Kafka-compatible streaming data platform written in C++, without ZooKeeper or JVM.
nats|NATS|messaging-queues|pubsub,messaging,jetstream|nats:2.10|0|High-performance messaging system with JetStream persistence.
pulsar|Apache Pulsar|messaging-queues|event-streaming,pubsub,multi-tenant|apachepulsar/pulsar:4.0.0|0|Cloud-native distributed messaging and streaming platform.
gitea|Gitea|developer-tools|git,code-hosting,ci|gitea/gitea:1.22|0|Painless self-hosted Git service with issues, pull requests, packages and Actions.
forgejo|Forgejo|developer-tools|git,code-hosting,federation|codeberg.org/forgejo/forgejo:9|0|Self-hosted lightweight software forge, a community fork of Gitea.
gitlab-ce|GitLab Community Edition|developer-tools|git,code-hosting,ci,devops|gitlab/gitlab-ce:17.6.1-ce.0|0|Complete DevOps platform: Git repositories, issues, CI/CD pipelines and container registry.
gogs|Gogs|developer-tools|git,code-hosting,lightweight|gogs/gogs:0.13|0|A painless self-hosted Git service written in Go.
onedev|OneDev|developer-tools|git,ci,kanban|1dev/server:latest|0|Git server with CI/CD, kanban and packages, with code intelligence.
woodpecker|Woodpecker CI|developer-tools|ci,pipelines,docker|woodpeckerci/woodpecker-server:v2.8|0|Simple yet powerful CI/CD engine with container-based pipelines.
drone|Drone CI|developer-tools|ci,pipelines,docker|drone/drone:2|0|Container-native continuous integration platform.
jenkins|Jenkins|developer-tools|ci,automation,pipelines|jenkins/jenkins:lts-jdk17|0|The leading open-source automation server for building, testing and deploying software.
concourse|Concourse CI|developer-tools|ci,pipelines|concourse/concourse:7.12|0|Open-source continuous thing-doer: pipelines as code.
act-runner|Gitea Actions Runner|developer-tools|ci,runner,gitea|gitea/act_runner:0.2.11|0|Runner for Gitea and Forgejo Actions, compatible with GitHub Actions workflows.
gitlab-runner|GitLab Runner|developer-tools|ci,runner,gitlab|gitlab/gitlab-runner:v17.6.0|0|Runs GitLab CI/CD jobs and sends the results back to GitLab.
sonarqube|SonarQube Community|developer-tools|code-quality,static-analysis|sonarqube:10-community|0|Continuous inspection of code quality and security.
harbor|Harbor Registry|developer-tools|container-registry,oci,security-scanning|goharbor/harbor-core:v2.12.0|0|Cloud-native registry that stores, signs and scans container images.
docker-registry|Docker Registry|developer-tools|container-registry,oci|registry:2|0|The CNCF Distribution registry for storing and distributing container images.
zot|zot OCI Registry|developer-tools|container-registry,oci|ghcr.io/project-zot/zot-linux-amd64:v2.1.1|0|Production-ready vendor-neutral OCI image registry.
nexus|Sonatype Nexus Repository|developer-tools|artifact-repository,maven,npm|sonatype/nexus3:3.75.0|0|Artifact repository manager for Maven, npm, Docker, PyPI and more.
verdaccio|Verdaccio|developer-tools|npm,registry,proxy|verdaccio/verdaccio:6|0|Lightweight private npm proxy registry.
devpi|devpi|developer-tools|pypi,python,registry|muccg/devpi:latest|0|PyPI-compatible server and packaging and testing tool.
hoppscotch|Hoppscotch|developer-tools|api-client,testing|hoppscotch/hoppscotch:latest|0|Open-source API development ecosystem, a Postman alternative.
it-tools|IT Tools|developer-tools|utilities,converters|corentinth/it-tools:latest|0|Handy online tools for developers: encoders, converters, generators and more.
cyberchef|CyberChef|developer-tools|utilities,encoding,security|ghcr.io/gchq/cyberchef:latest|0|The Cyber Swiss Army Knife for encryption, encoding, compression and data analysis.
sentry|Sentry (self-hosted)|monitoring|error-tracking,apm|getsentry/sentry:24.11.1|0|Application monitoring and error tracking for developers.
glitchtip|GlitchTip|monitoring|error-tracking,sentry-compatible|glitchtip/glitchtip:v4.1|0|Open-source error tracking compatible with Sentry SDKs, simpler to host.
portainer|Portainer CE|developer-tools|docker,kubernetes,container-management|portainer/portainer-ce:2.24.0|0|Container management UI for Docker, Swarm and Kubernetes.
dockge|Dockge|developer-tools|docker,compose,container-management|louislam/dockge:1|0|Fancy, easy-to-use docker compose stack manager.
coolify|Coolify|developer-tools|paas,deploy,heroku-alternative|ghcr.io/coollabsio/coolify:latest|0|Self-hostable Heroku and Netlify alternative for deploying apps and databases.
dokploy|Dokploy|developer-tools|paas,deploy,docker|dokploy/dokploy:latest|0|Free self-hostable platform as a service to deploy applications and databases.
rancher|Rancher|developer-tools|kubernetes,cluster-management|rancher/rancher:v2.10.0|0|Complete container management platform for running Kubernetes everywhere.
argocd|Argo CD|developer-tools|kubernetes,gitops,continuous-delivery|quay.io/argoproj/argocd:v2.13.1|0|Declarative GitOps continuous delivery for Kubernetes.
headlamp|Headlamp|developer-tools|kubernetes,dashboard|ghcr.io/headlamp-k8s/headlamp:v0.26.0|0|Easy-to-use and extensible Kubernetes web UI.
k3s|K3s Server|developer-tools|kubernetes,lightweight,edge|rancher/k3s:v1.31.3-k3s1|0|Lightweight certified Kubernetes distribution for edge, IoT and homelabs.
postgres|PostgreSQL|databases|sql,relational,postgres|postgres:17|0|The world's most advanced open-source relational database.
mysql|MySQL|databases|sql,relational,mysql|mysql:8.4|0|The popular open-source relational database from Oracle.
mariadb|MariaDB|databases|sql,relational,mysql-compatible|mariadb:11.4|0|Community-developed fork of MySQL, fast and scalable.
mongodb|MongoDB Community|databases|nosql,document-database|mongo:8.0|0|Document database with flexible JSON-like schemas.
ferretdb|FerretDB|databases|mongodb-compatible,postgres,document-database|ghcr.io/ferretdb/ferretdb:1.24|0|Open-source MongoDB alternative built on PostgreSQL.
redis|Redis|databases|key-value,cache,in-memory|redis:7.4|0|In-memory data store used as a database, cache, streaming engine and message broker.
valkey|Valkey|databases|key-value,cache,in-memory,redis-compatible|valkey/valkey:8.0|0|High-performance key-value store, the Linux Foundation fork of Redis.
dragonfly|Dragonfly|databases|key-value,cache,redis-compatible|docker.dragonflydb.io/dragonflydb/dragonfly:v1.25.1|0|Modern in-memory datastore compatible with Redis and Memcached APIs.
memcached|Memcached|databases|cache,in-memory|memcached:1.6|0|High-performance distributed memory object caching system.
keydb|KeyDB|databases|key-value,cache,redis-compatible,multithreaded|eqalpha/keydb:latest|0|Multithreaded fork of Redis focused on performance.
clickhouse|ClickHouse|databases|olap,analytics,columnar|clickhouse/clickhouse-server:24.11|0|Fast open-source column-oriented database for real-time analytics.
timescaledb|TimescaleDB|databases|time-series,postgres,sql|timescale/timescaledb:latest-pg17|0|PostgreSQL extension for time-series data and real-time analytics.
influxdb|InfluxDB|databases|time-series,metrics|influxdb:2.7|0|Time-series database for metrics, events and real-time analytics.
questdb|QuestDB|databases|time-series,sql,fast-ingest|questdb/questdb:8.2.1|0|High-performance time-series database with SQL.
victoriametrics|VictoriaMetrics|monitoring|time-series,metrics,prometheus-compatible|victoriametrics/victoria-metrics:v1.107.0|0|Fast, cost-effective monitoring solution and time-series database, Prometheus-compatible.
cockroachdb|CockroachDB|databases|sql,distributed,postgres-compatible|cockroachdb/cockroach:v24.3.0|0|Distributed SQL database built for resilience and scale.
yugabytedb|YugabyteDB|databases|sql,distributed,postgres-compatible|yugabytedb/yugabyte:2024.2.0.0-b145|0|Distributed PostgreSQL-compatible database for cloud-native apps.
cassandra|Apache Cassandra|databases|nosql,wide-column,distributed|cassandra:5.0|0|Highly scalable, partitioned row store for massive write workloads.
scylladb|ScyllaDB|databases|nosql,wide-column,cassandra-compatible|scylladb/scylla:6.2|0|Cassandra-compatible NoSQL database with low, predictable latency.
couchdb|Apache CouchDB|databases|nosql,document-database,sync|couchdb:3.4|0|Document database with HTTP API and multi-master replication.
neo4j|Neo4j Community|databases|graph-database,cypher|neo4j:5-community|0|Graph database with the Cypher query language.
arangodb|ArangoDB|databases|graph-database,multi-model|arangodb:3.12|0|Multi-model database for graphs, documents and key-value.
surrealdb|SurrealDB|databases|multi-model,realtime|surrealdb/surrealdb:v2|0|Multi-model database for the realtime web.
etcd|etcd|databases|key-value,distributed,raft|quay.io/coreos/etcd:v3.5.17|0|Distributed reliable key-value store for the most critical data of a distributed system.
minio|MinIO|backup|object-storage,s3|minio/minio:RELEASE.2024-11-07T00-52-20Z|0|High-performance S3-compatible object storage.
garage|Garage|backup|object-storage,s3,geo-distributed|dxflrs/garage:v1.0.1|0|Lightweight S3-compatible distributed object store for small self-hosted deployments.
seaweedfs|SeaweedFS|backup|object-storage,s3,distributed-filesystem|chrislusf/seaweedfs:3.80|0|Fast distributed storage system for blobs, objects, files and data lake.
pgadmin|pgAdmin 4|databases|postgres,admin,web-ui|dpage/pgadmin4:8.13|0|The most popular administration and development platform for PostgreSQL.
adminer|Adminer|databases|database-admin,web-ui,mysql,postgres|adminer:4|0|Database management in a single PHP file: MySQL, PostgreSQL, SQLite and more.
cloudbeaver|CloudBeaver|databases|database-admin,web-ui,sql|dbeaver/cloudbeaver:24.3.0|0|Cloud database manager: DBeaver in the browser.
phpmyadmin|phpMyAdmin|databases|mysql,mariadb,admin,web-ui|phpmyadmin:5.2|0|Web interface for MySQL and MariaDB administration.
redis-insight|Redis Insight|databases|redis,admin,web-ui|redis/redisinsight:2.60|0|Visualise and optimise data in Redis.
pgbouncer|PgBouncer|databases|postgres,connection-pooler|bitnami/pgbouncer:1.23.1|0|Lightweight connection pooler for PostgreSQL.
nocodb|NocoDB|productivity|spreadsheet,no-code,airtable-alternative|nocodb/nocodb:latest|0|Open-source Airtable alternative: turns any database into a smart spreadsheet.
baserow|Baserow|productivity|spreadsheet,no-code,airtable-alternative|baserow/baserow:1.29.3|0|Open-source no-code database and Airtable alternative.
teable|Teable|productivity|spreadsheet,no-code,postgres|ghcr.io/teableio/teable:latest|0|Super fast, real-time, professional Airtable alternative on PostgreSQL.
grist|Grist|productivity|spreadsheet,relational|gristlabs/grist:latest|0|Relational spreadsheet that combines the flexibility of a spreadsheet with the robustness of a database.
prometheus|Prometheus|monitoring|metrics,alerting,time-series|prom/prometheus:v3.0.1|0|Monitoring system and time-series database with a powerful query language.
grafana|Grafana|monitoring|dashboards,visualisation,metrics|grafana/grafana:11.3.1|0|Composable observability and data visualisation platform.
alertmanager|Prometheus Alertmanager|monitoring|alerting,prometheus|prom/alertmanager:v0.27.0|0|Handles alerts sent by Prometheus: deduplication, grouping and routing to receivers.
node-exporter|Prometheus Node Exporter|monitoring|metrics,prometheus,exporter|prom/node-exporter:v1.8.2|0|Exporter for hardware and OS metrics exposed by Linux kernels.
dcgm-exporter|NVIDIA DCGM Exporter|monitoring|metrics,prometheus,exporter,nvidia,gpu|nvcr.io/nvidia/k8s/dcgm-exporter:3.3.9-3.6.1-ubuntu22.04|1|Exposes NVIDIA GPU metrics (utilisation, memory, temperature) to Prometheus.
loki|Grafana Loki|monitoring|logs,log-aggregation|grafana/loki:3.3.0|0|Horizontally scalable, multi-tenant log aggregation system inspired by Prometheus.
promtail|Promtail|monitoring|logs,agent,loki|grafana/promtail:3.3.0|0|Agent that ships the contents of local logs to Grafana Loki.
tempo|Grafana Tempo|monitoring|tracing,distributed-tracing|grafana/tempo:2.6.1|0|High-scale distributed tracing backend.
jaeger|Jaeger|monitoring|tracing,distributed-tracing,opentelemetry|jaegertracing/all-in-one:1.63.0|0|Open-source, end-to-end distributed tracing.
otel-collector|OpenTelemetry Collector|monitoring|opentelemetry,tracing,metrics,logs|otel/opentelemetry-collector-contrib:0.114.0|0|Vendor-agnostic way to receive, process and export telemetry data.
signoz|SigNoz|monitoring|apm,opentelemetry,logs,tracing|signoz/query-service:0.61.0|0|Open-source observability platform native to OpenTelemetry with logs, traces and metrics.
uptime-kuma|Uptime Kuma|monitoring|uptime,status-page,alerting|louislam/uptime-kuma:1|0|Fancy self-hosted monitoring tool: uptime checks, status pages and notifications.
gatus|Gatus|monitoring|uptime,status-page,health-checks|twinproduction/gatus:v5.13.1|0|Developer-oriented health dashboard and status page.
netdata|Netdata|monitoring|metrics,real-time,dashboards|netdata/netdata:v2.0.3|0|Real-time, per-second infrastructure monitoring with zero configuration.
zabbix|Zabbix Server|monitoring|metrics,alerting,enterprise|zabbix/zabbix-server-pgsql:alpine-7.0-latest|0|Enterprise-class open-source monitoring for networks, servers and applications.
checkmk|Checkmk Raw|monitoring|metrics,alerting,network|checkmk/check-mk-raw:2.3.0-latest|0|Comprehensive IT monitoring for servers, networks, clouds and applications.
beszel|Beszel|monitoring|server-monitoring,lightweight,docker|henrygd/beszel:latest|0|Lightweight server monitoring hub with historical data, Docker stats and alerts.
glances|Glances|monitoring|system-monitor,top|nicolargo/glances:latest-full|0|Cross-platform system monitoring tool with a web UI.
dozzle|Dozzle|monitoring|logs,docker,real-time|amir20/dozzle:v8|0|Real-time log viewer for Docker containers.
healthchecks|Healthchecks|monitoring|cron,monitoring,alerting|healthchecks/healthchecks:v3.7|0|Cron job monitoring: get notified when your scheduled tasks do not run on time.
scrutiny|Scrutiny|monitoring|disks,smart,hard-drive|ghcr.io/analogj/scrutiny:master-omnibus|0|Hard drive S.M.A.R.T. monitoring, historical trends and real-world failure thresholds.
graylog|Graylog|monitoring|logs,siem,log-management|graylog/graylog:6.1|0|Centralised log management and security analytics.
opensearch|OpenSearch|search-engines|search,analytics,logs|opensearchproject/opensearch:2.18.0|0|Community-driven search and analytics suite derived from Elasticsearch.
elasticsearch|Elasticsearch|search-engines|search,analytics,logs|docker.elastic.co/elasticsearch/elasticsearch:8.16.1|0|Distributed RESTful search and analytics engine.
kibana|Kibana|monitoring|dashboards,logs,elasticsearch|docker.elastic.co/kibana/kibana:8.16.1|0|Visualise and explore data in Elasticsearch.
meilisearch|Meilisearch|search-engines|search,typo-tolerance,instant-search|getmeili/meilisearch:v1.11|0|Lightning-fast search engine with typo tolerance that fits into your apps and websites.
typesense|Typesense|search-engines|search,typo-tolerance,vector-search|typesense/typesense:27.1|0|Fast, typo-tolerant search engine, an open-source alternative to Algolia.
manticore|Manticore Search|search-engines|search,sql,full-text|manticoresearch/manticore:6.3.8|0|Easy-to-use open-source fast database for search, a Sphinx fork.
zincsearch|ZincSearch|search-engines|search,logs,lightweight|public.ecr.aws/zinclabs/zincsearch:0.4.10|0|Lightweight alternative to Elasticsearch that uses less memory.
searxng|SearXNG|search-engines|metasearch,privacy,web-search|searxng/searxng:latest|0|Privacy-respecting metasearch engine that aggregates results from many search services.
whoogle|Whoogle Search|search-engines|metasearch,privacy,google|benbusby/whoogle-search:latest|0|Self-hosted, ad-free, privacy-respecting Google metasearch.
vaultwarden|Vaultwarden|security-passwords|password-manager,bitwarden-compatible,rust|vaultwarden/server:1.32.5|0|Unofficial Bitwarden-compatible password manager server written in Rust, light on resources.
bitwarden|Bitwarden (unified)|security-passwords|password-manager,enterprise|ghcr.io/bitwarden/self-host:2024.11.1-beta|0|Official self-hosted Bitwarden password manager in a single container.
passbolt|Passbolt CE|security-passwords|password-manager,teams,gpg|passbolt/passbolt:latest-ce|0|Open-source password manager for teams, built on OpenPGP.
psono|Psono|security-passwords|password-manager,teams|psono/psono-combo:latest|0|Password manager for companies with end-to-end encryption.
padloc|Padloc|security-passwords|password-manager,end-to-end-encryption|padloc/server:latest|0|Simple, secure password manager for individuals and teams.
keeweb|KeeWeb|security-passwords|password-manager,keepass|antelle/keeweb:latest|0|Web password manager compatible with KeePass databases.
infisical|Infisical|security-passwords|secrets-management,env-vars|infisical/infisical:latest-postgres|0|Open-source secrets management platform for teams and infrastructure.
vault|HashiCorp Vault|security-passwords|secrets-management,pki,encryption|hashicorp/vault:1.18|0|Manage secrets and protect sensitive data with identity-based access.
openbao|OpenBao|security-passwords|secrets-management,pki|openbao/openbao:2.1.0|0|Community fork of Vault for managing, storing and distributing sensitive data.
crowdsec|CrowdSec|security-passwords|intrusion-prevention,firewall,community|crowdsecurity/crowdsec:v1.6.4|0|Collaborative, open-source intrusion prevention that detects and blocks malicious behaviour.
wazuh|Wazuh Manager|security-passwords|siem,xdr,intrusion-detection|wazuh/wazuh-manager:4.9.2|0|Open-source security platform: threat detection, integrity monitoring and incident response.
trivy|Trivy Server|security-passwords|vulnerability-scanning,containers,sbom|aquasec/trivy:0.57.1|0|Comprehensive vulnerability scanner for containers, file systems and Git repositories.
dependency-track|Dependency-Track|security-passwords|sbom,vulnerability-scanning,supply-chain|dependencytrack/apiserver:4.12.1|0|Component analysis platform to reduce risk in the software supply chain.
keycloak|Keycloak|identity-sso|sso,oidc,saml,identity-provider|quay.io/keycloak/keycloak:26.0|0|Open-source identity and access management with single sign-on, OIDC and SAML.
authentik|authentik|identity-sso|sso,oidc,saml,identity-provider|ghcr.io/goauthentik/server:2024.10|0|Flexible open-source identity provider with SSO, MFA and an application proxy.
authelia|Authelia|identity-sso|sso,2fa,forward-auth|authelia/authelia:4.38|0|Single sign-on multi-factor portal for web apps, works as a reverse proxy companion.
zitadel|ZITADEL|identity-sso|sso,oidc,identity-provider,multi-tenant|ghcr.io/zitadel/zitadel:v2.65.1|0|Cloud-native identity infrastructure with multi-tenancy and passkeys.
kanidm|Kanidm|identity-sso|identity-provider,ldap,oidc|kanidm/server:1.4.4|0|Simple and secure identity management platform written in Rust.
lldap|LLDAP|identity-sso|ldap,lightweight,user-directory|lldap/lldap:stable|0|Light LDAP implementation for authentication with a friendly web UI.
pocket-id|Pocket ID|identity-sso|oidc,passkeys,sso|ghcr.io/pocket-id/pocket-id:latest|0|Simple OIDC provider that lets users sign in with passkeys.
dex|Dex|identity-sso|oidc,federation,kubernetes|ghcr.io/dexidp/dex:v2.41.1|0|OpenID Connect identity provider with pluggable connectors.
oauth2-proxy|OAuth2 Proxy|identity-sso|oauth2,reverse-proxy,forward-auth|quay.io/oauth2-proxy/oauth2-proxy:v7.7.1|0|Reverse proxy that provides authentication with Google, GitHub, OIDC and other providers.
tinyauth|Tinyauth|identity-sso|forward-auth,login,lightweight|ghcr.io/steveiliop56/tinyauth:v3|0|The simplest way to protect your apps with a login screen.
wireguard|WireGuard (wg-easy)|networking|vpn,wireguard,web-ui|ghcr.io/wg-easy/wg-easy:14|0|The easiest way to run a WireGuard VPN with a web-based admin UI.
headscale|Headscale|networking|vpn,tailscale,mesh|headscale/headscale:0.23|0|Open-source, self-hosted implementation of the Tailscale control server.
netbird|NetBird|networking|vpn,mesh,zero-trust|netbirdio/management:0.34.1|0|Peer-to-peer overlay network with SSO and access controls, based on WireGuard.
openvpn|OpenVPN Access Server|networking|vpn,openvpn|openvpn/openvpn-as:2.14.1-d4b2b6f8-Ubuntu22|0|Full-featured SSL VPN with a web admin interface.
firezone|Firezone|networking|vpn,zero-trust,wireguard|ghcr.io/firezone/portal:1|0|Zero-trust access platform built on WireGuard.
pihole|Pi-hole|networking|ad-blocking,dns,privacy|pihole/pihole:2024.07.0|0|Network-wide ad blocking via your own DNS server.
adguard-home|AdGuard Home|networking|ad-blocking,dns,privacy,dns-over-https|adguard/adguardhome:v0.107.55|0|Network-wide software for blocking ads and tracking, with encrypted DNS.
technitium-dns|Technitium DNS Server|networking|dns,ad-blocking,dns-over-https|technitium/dns-server:13.2|0|Open-source authoritative and recursive DNS server focused on privacy and security.
unbound|Unbound|networking|dns,recursive-resolver|mvance/unbound:1.22.0|0|Validating, recursive and caching DNS resolver.
traefik|Traefik|networking|reverse-proxy,load-balancer,lets-encrypt|traefik:v3.2|0|Cloud-native application proxy with automatic HTTPS and service discovery.
caddy|Caddy|networking|reverse-proxy,web-server,automatic-https|caddy:2.8|0|Fast, multi-platform web server with automatic HTTPS.
nginx|NGINX|networking|web-server,reverse-proxy|nginx:1.27|0|High-performance HTTP server and reverse proxy.
nginx-proxy-manager|Nginx Proxy Manager|networking|reverse-proxy,lets-encrypt,web-ui|jc21/nginx-proxy-manager:2.12.1|0|Expose your services easily and securely with a web UI for nginx and free SSL.
haproxy|HAProxy|networking|load-balancer,reverse-proxy|haproxy:3.1|0|Reliable, high-performance TCP and HTTP load balancer.
cloudflared|Cloudflare Tunnel (cloudflared)|networking|tunnel,cloudflare,zero-trust|cloudflare/cloudflared:2024.11.1|0|Expose local services through Cloudflare Tunnel without opening ports.
frp|frp|networking|tunnel,reverse-proxy,nat-traversal|snowdreamtech/frps:0.61|0|Fast reverse proxy to expose a local server behind a NAT or firewall.
netbox|NetBox|networking|ipam,dcim,network-documentation|netboxcommunity/netbox:v4.1|0|The premier source of truth for network automation: IPAM and DCIM.
librespeed|LibreSpeed|networking|speedtest,network|linuxserver/librespeed:latest|0|Lightweight speed test implemented in JavaScript, no Flash or Java.
mattermost|Mattermost|communication|team-chat,slack-alternative|mattermost/mattermost-team-edition:10.2|0|Open-source platform for secure team collaboration, a Slack alternative.
rocket-chat|Rocket.Chat|communication|team-chat,omnichannel|rocket.chat:6.13.0|0|Communications platform for teams with omnichannel customer service.
zulip|Zulip|communication|team-chat,threads|zulip/docker-zulip:9.3-0|0|Organised team chat with topic-based threading.
synapse|Matrix Synapse|communication|matrix,chat,federation,end-to-end-encryption|matrixdotorg/synapse:v1.120.0|0|Reference Matrix homeserver for decentralised, encrypted chat.
conduwuit|conduwuit|communication|matrix,chat,rust,lightweight|ghcr.io/girlbossceo/conduwuit:latest|0|Lightweight Matrix homeserver written in Rust.
element-web|Element Web|communication|matrix,chat,web-client|vectorim/element-web:v1.11.87|0|Matrix web client: secure, decentralised chat and calls.
jitsi-meet|Jitsi Meet|communication|video-conferencing,webrtc|jitsi/web:stable-9823|0|Secure, simple and scalable video conferences.
bigbluebutton|BigBlueButton|communication|video-conferencing,education,webinar|bigbluebutton/bbb-web:3.0|0|Virtual classroom for online learning with whiteboard and breakout rooms.
livekit|LiveKit Server|communication|webrtc,video,real-time,sfu|livekit/livekit-server:v1.8|0|Scalable, high-performance WebRTC SFU for video, audio and data.
mumble|Mumble Server|communication|voice-chat,gaming|mumblevoip/mumble-server:v1.5.634|0|Low-latency, high-quality voice chat.
teamspeak|TeamSpeak 3 Server|communication|voice-chat,gaming|teamspeak:3.13|0|Voice communication for gamers and teams.
discourse|Discourse|communication|forum,community,discussion|bitnami/discourse:3.3.2|0|Civilised discussion platform for communities and support forums.
flarum|Flarum|communication|forum,community,php|mondedie/flarum:stable|0|Simple, fast forum software.
nodebb|NodeBB|communication|forum,community,node|ghcr.io/nodebb/nodebb:3.11|0|Next-generation forum software powered by Node.js.
lemmy|Lemmy|communication|link-aggregator,federation,reddit-alternative|dessalines/lemmy:0.19.7|0|Federated link aggregator and forum, a Reddit alternative.
mastodon|Mastodon|communication|social-network,federation,activitypub,microblog|ghcr.io/mastodon/mastodon:v4.3.2|0|Decentralised social network and microblogging server on ActivityPub.
gotosocial|GoToSocial|communication|social-network,activitypub,lightweight|superseriousbusiness/gotosocial:0.17.3|0|Fast, fun, small ActivityPub social network server written in Go.
misskey|Misskey|communication|social-network,activitypub,microblog|misskey/misskey:2024.11.0|0|Interplanetary microblogging platform with reactions and a drive.
pixelfed|Pixelfed|communication|photos,social-network,activitypub|ghcr.io/pixelfed/pixelfed:latest|0|Federated photo sharing platform, an Instagram alternative.
mailcow|mailcow|communication|email,mail-server,groupware|ghcr.io/mailcow/mailcow-dockerized:2024-11|0|Mail server suite with webmail, antispam, antivirus and a friendly admin UI.
mailu|Mailu|communication|email,mail-server|ghcr.io/mailu/admin:2024.06|0|Simple yet full-featured mail server as a set of Docker images.
stalwart-mail|Stalwart Mail Server|communication|email,mail-server,jmap,imap|stalwartlabs/mail-server:v0.10|0|All-in-one mail and collaboration server (JMAP, IMAP4, SMTP) written in Rust.
docker-mailserver|docker-mailserver|communication|email,mail-server,postfix,dovecot|ghcr.io/docker-mailserver/docker-mailserver:14|0|Production-ready full-stack but simple mail server (SMTP, IMAP, LDAP, antispam) in a container.
roundcube|Roundcube Webmail|communication|email,webmail|roundcube/roundcubemail:1.6.9-apache|0|Browser-based multilingual IMAP client with an application-like interface.
snappymail|SnappyMail|communication|email,webmail,lightweight|djmaze/snappymail:latest|0|Simple, modern, lightweight and fast web-based email client.
listmonk|listmonk|communication|newsletter,mailing-list,email|listmonk/listmonk:v4.1.0|0|High-performance self-hosted newsletter and mailing list manager.
mailpit|Mailpit|developer-tools|email,testing,smtp|axllent/mailpit:v1.21|0|Email and SMTP testing tool with an API, for developers.
ntfy|ntfy|communication|notifications,push,pubsub|binwiederhier/ntfy:v2.11.0|0|Send push notifications to your phone or desktop via simple HTTP PUT/POST.
gotify|Gotify|communication|notifications,push|gotify/server:2.6|0|Simple server for sending and receiving messages in real time per WebSocket.
apprise-api|Apprise API|communication|notifications,gateway|caronc/apprise:1.1|0|Push notifications to more than 100 services through one API.
wordpress|WordPress|websites-cms|cms,blog,php|wordpress:6.7-apache|0|The world's most popular content management system for blogs and websites.
ghost|Ghost|websites-cms|cms,blog,newsletter|ghost:5-alpine|0|Independent technology for modern publishing, memberships, subscriptions and newsletters.
strapi|Strapi|websites-cms|headless-cms,api|strapi/strapi:latest|0|Leading open-source headless CMS, 100% JavaScript and fully customisable.
directus|Directus|websites-cms|headless-cms,data-platform,api|directus/directus:11.3|0|Open data platform that turns any SQL database into an API and a no-code app.
payload|Payload CMS|websites-cms|headless-cms,nextjs,typescript|ghcr.io/payloadcms/payload:latest|0|Open-source, fullstack Next.js framework and headless CMS.
drupal|Drupal|websites-cms|cms,php,enterprise|drupal:11-apache|0|Open-source CMS for ambitious digital experiences.
joomla|Joomla!|websites-cms|cms,php|joomla:5-apache|0|Award-winning content management system for websites.
grav|Grav|websites-cms|cms,flat-file,markdown|linuxserver/grav:latest|0|Modern open-source flat-file CMS.
writefreely|WriteFreely|websites-cms|blog,federation,minimalist|writeas/writefreely:latest|0|Clean, minimalist publishing platform made for writers, federated with ActivityPub.
bludit|Bludit|websites-cms|cms,flat-file,blog|bludit/docker:latest|0|Simple, fast and secure flat-file CMS to build a site or blog in seconds.
umami|Umami|web-analytics|analytics,privacy,google-analytics-alternative|ghcr.io/umami-software/umami:postgresql-latest|0|Simple, fast, privacy-focused alternative to Google Analytics.
plausible|Plausible Analytics|web-analytics|analytics,privacy,google-analytics-alternative|ghcr.io/plausible/community-edition:v2.1.4|0|Lightweight, cookie-free and privacy-friendly web analytics.
matomo|Matomo|web-analytics|analytics,privacy,php|matomo:5-apache|0|The leading open-source alternative to Google Analytics with full data ownership.
goatcounter|GoatCounter|web-analytics|analytics,privacy,lightweight|arp242/goatcounter:2.5|0|Easy web analytics with no tracking of personal data.
posthog|PostHog|web-analytics|product-analytics,session-replay,feature-flags|posthog/posthog:latest|0|Product analytics, session replay, feature flags and A/B testing in one platform.
rybbit|Rybbit|web-analytics|analytics,privacy,clickhouse|ghcr.io/rybbit-io/rybbit-backend:latest|0|Open-source, privacy-friendly web and product analytics.
n8n|n8n|automation|workflow-automation,low-code,integrations,zapier-alternative|docker.n8n.io/n8nio/n8n:1.70.3|0|Fair-code workflow automation with 400+ integrations and native AI nodes.
huginn|Huginn|automation|agents,workflow-automation,ifttt-alternative|ghcr.io/huginn/huginn:latest|0|Create agents that monitor and act on your behalf, a hackable IFTTT.
activepieces|Activepieces|automation|workflow-automation,no-code,zapier-alternative|ghcr.io/activepieces/activepieces:0.38|0|Open-source Zapier alternative with AI-first automation pieces.
windmill|Windmill|automation|scripts,workflows,internal-tools|ghcr.io/windmill-labs/windmill:1.430|0|Developer platform to turn scripts into workflows, UIs and cron jobs.
airflow|Apache Airflow|automation|workflow-orchestration,data-pipelines,dag|apache/airflow:2.10.3|0|Platform to programmatically author, schedule and monitor workflows.
prefect|Prefect Server|automation|workflow-orchestration,python,data-pipelines|prefecthq/prefect:3-latest|0|Workflow orchestration framework for building resilient data pipelines in Python.
dagster|Dagster|automation|data-orchestration,assets,python|dagster/dagster-k8s:1.9.3|0|Cloud-native orchestrator for data assets.
temporal|Temporal Server|automation|durable-execution,workflows,microservices|temporalio/auto-setup:1.25|0|Durable execution platform for resilient workflows.
kestra|Kestra|automation|workflow-orchestration,yaml,declarative|kestra/kestra:latest|0|Event-driven declarative orchestration platform.
cronicle|Cronicle|automation|cron,scheduler,jobs|soulteary/cronicle:0.9.63|0|Multi-server task scheduler and runner with a web UI.
changedetection|changedetection.io|automation|website-monitoring,alerts,scraping|ghcr.io/dgtlmoon/changedetection.io:0.47|0|Web page change detection and price-drop alerts.
appsmith|Appsmith|automation|low-code,internal-tools,retool-alternative|appsmith/appsmith-ce:v1.50|0|Low-code platform to build admin panels, internal tools and dashboards.
budibase|Budibase|automation|low-code,internal-tools,forms|budibase/budibase:3.2|0|Low-code platform for creating internal tools, workflows and admin panels.
tooljet|ToolJet|automation|low-code,internal-tools|tooljet/tooljet-ce:v3.0|0|Low-code platform for building and deploying internal tools.
restic-rest-server|Restic REST Server|backup|backup,restic,deduplication|restic/rest-server:0.13.0|0|High-performance HTTP server that implements restic's REST backend API.
borgmatic|borgmatic|backup|backup,borg,deduplication,scheduled|ghcr.io/borgmatic-collective/borgmatic:1.9|0|Simple configuration-driven backups with Borg, with retention and consistency checks.
duplicati|Duplicati|backup|backup,encryption,cloud-storage|duplicati/duplicati:2.0.8.1_beta_2024-05-07|0|Store encrypted backups online: free backup software for cloud storage services.
kopia|Kopia|backup|backup,deduplication,snapshots,encryption|kopia/kopia:0.18|0|Fast and secure open-source backup and restore tool with deduplication and a web UI.
urbackup|UrBackup Server|backup|backup,client-server,image-backup|uroni/urbackup-server:latest|0|Easy client/server backup system for file and image backups.
velero|Velero|backup|backup,kubernetes,disaster-recovery|velero/velero:v1.15.0|0|Back up and migrate Kubernetes resources and persistent volumes.
backrest|Backrest|backup|backup,restic,web-ui|garethgeorge/backrest:v1.6|0|Web UI and orchestrator for restic backup.
pgbackrest|pgBackRest|backup|backup,postgres,pitr|woblerr/pgbackrest:2.54|0|Reliable backup and restore for PostgreSQL with point-in-time recovery.
sonarr|Sonarr|media-management|tv,pvr,usenet,torrents,arr|linuxserver/sonarr:4.0.11|0|Smart PVR for TV series: monitors RSS feeds and grabs, sorts and renames episodes.
radarr|Radarr|media-management|movies,pvr,usenet,torrents,arr|linuxserver/radarr:5.15.1|0|Movie collection manager for Usenet and BitTorrent users.
lidarr|Lidarr|media-management|music,pvr,arr|linuxserver/lidarr:2.8.2|0|Music collection manager that grabs new albums as they release.
readarr|Readarr|media-management|ebooks,audiobooks,arr|linuxserver/readarr:develop|0|Book, e-book and audiobook collection manager.
prowlarr|Prowlarr|media-management|indexers,arr,torrents,usenet|linuxserver/prowlarr:1.27.0|0|Indexer manager and proxy for the *arr apps.
bazarr|Bazarr|media-management|subtitles,arr|linuxserver/bazarr:1.4.5|0|Companion to Sonarr and Radarr that manages and downloads subtitles.
overseerr|Overseerr|media-management|requests,plex,arr|linuxserver/overseerr:1.33.2|0|Request management and media discovery for your Plex ecosystem.
jellyseerr|Jellyseerr|media-management|requests,jellyfin,arr|fallenbagel/jellyseerr:2.1.0|0|Fork of Overseerr for Jellyfin and Emby support.
tautulli|Tautulli|media-management|plex,statistics,monitoring|linuxserver/tautulli:2.15.0|0|Monitoring and tracking tool for Plex Media Server.
qbittorrent|qBittorrent|media-management|torrents,download-client,bittorrent|linuxserver/qbittorrent:5.0.2|0|BitTorrent client with a feature-rich web UI.
transmission|Transmission|media-management|torrents,download-client,bittorrent|linuxserver/transmission:4.0.6|0|Fast, easy and free BitTorrent client.
deluge|Deluge|media-management|torrents,download-client,bittorrent|linuxserver/deluge:2.1.1|0|Lightweight, cross-platform BitTorrent client.
sabnzbd|SABnzbd|media-management|usenet,download-client,nzb|linuxserver/sabnzbd:4.3.3|0|Free and easy binary newsreader for Usenet downloads.
nzbget|NZBGet|media-management|usenet,download-client,nzb|linuxserver/nzbget:v24.5|0|Efficient Usenet downloader written in C++.
jdownloader|JDownloader 2|media-management|downloader,direct-download|jlesage/jdownloader-2:latest|0|Download management tool with a web interface.
metube|MeTube|media-management|youtube,downloader,yt-dlp|ghcr.io/alexta69/metube:latest|0|Web GUI for yt-dlp to download videos from YouTube and hundreds of other sites.
tubearchivist|Tube Archivist|media-management|youtube,archive,downloader|bbilly1/tubearchivist:v0.4.11|0|Your self-hosted YouTube media server: download, index and watch channels.
pinchflat|Pinchflat|media-management|youtube,downloader,yt-dlp|ghcr.io/kieraneglin/pinchflat:latest|0|Your next YouTube media manager, built on yt-dlp.
tdarr|Tdarr|media-management|transcoding,ffmpeg,media-library|ghcr.io/haveagitgat/tdarr:2.28.01|0|Distributed transcode automation using FFmpeg and HandBrake.
handbrake|HandBrake|media-management|transcoding,video-converter|jlesage/handbrake:latest|0|Video transcoder with a web interface.
unmanic|Unmanic|media-management|transcoding,ffmpeg,media-library|josh5/unmanic:0.2.7|0|Library optimiser that converts your media to the formats you want.
beets|beets|media-management|music,tagging,library|linuxserver/beets:latest|0|Music library manager and MusicBrainz tagger.
paperless-ngx|Paperless-ngx|productivity|documents,ocr,scanning,archive|ghcr.io/paperless-ngx/paperless-ngx:2.13|0|Document management system that scans, indexes and archives all your paper documents with OCR.
docspell|Docspell|productivity|documents,ocr,archive|docspell/restserver:latest|0|Personal document organiser with OCR and automatic tagging.
papermerge|Papermerge|productivity|documents,ocr,dms|papermerge/papermerge:3.3|0|Document management system for digital archives (scanned documents, PDFs).
stirling-pdf|Stirling PDF|productivity|pdf,tools,merge,split,ocr|frooodle/s-pdf:0.36.0|0|Locally hosted web PDF toolbox: merge, split, convert, OCR and sign PDFs.
gotenberg|Gotenberg|developer-tools|pdf,conversion,api|gotenberg/gotenberg:8|0|Developer-friendly API to convert documents (HTML, Markdown, Office) to PDF.
onlyoffice|ONLYOFFICE Docs|productivity|office-suite,documents,spreadsheet,collaboration|onlyoffice/documentserver:8.2|0|Online office suite for text documents, spreadsheets and presentations, compatible with Microsoft formats.
collabora|Collabora Online|productivity|office-suite,libreoffice,collaboration|collabora/code:24.04.10.2.1|0|LibreOffice-based online office suite with real-time collaborative editing.
cryptpad|CryptPad|productivity|office-suite,end-to-end-encryption,collaboration|cryptpad/cryptpad:version-2024.9.0|0|End-to-end encrypted collaboration suite: documents, spreadsheets, kanban and forms.
libreoffice|LibreOffice (web desktop)|productivity|office-suite,libreoffice|linuxserver/libreoffice:latest|0|The LibreOffice desktop suite served in the browser via KasmVNC.
vikunja|Vikunja|productivity|todo,tasks,kanban,project-management|vikunja/vikunja:0.24.5|0|Open-source, self-hostable to-do app to organise tasks and projects.
planka|Planka|productivity|kanban,project-management,trello-alternative|ghcr.io/plankanban/planka:1.24|0|Elegant open-source project tracking with kanban boards, a Trello alternative.
wekan|WeKan|productivity|kanban,trello-alternative|wekanteam/wekan:v7.68|0|Open-source kanban board built with Meteor.
focalboard|Focalboard|productivity|kanban,project-management,notion-alternative|mattermost/focalboard:7.11|0|Project management tool, an alternative to Trello, Notion and Asana.
taiga|Taiga|productivity|agile,scrum,project-management|taigaio/taiga-back:6.8|0|Agile project management for cross-functional teams.
openproject|OpenProject|productivity|project-management,gantt,agile|openproject/openproject:15|0|Open-source project management: Gantt charts, agile boards, time tracking and wikis.
plane|Plane|productivity|project-management,issue-tracking,jira-alternative|makeplane/plane-backend:stable|0|Open-source project management tool, a Jira and Linear alternative.
leantime|Leantime|productivity|project-management,neurodiverse,goals|leantime/leantime:3.3|0|Goals-focused project management built for non-project managers.
redmine|Redmine|productivity|issue-tracking,project-management|redmine:6.0|0|Flexible project management and issue tracking web application.
kimai|Kimai|productivity|time-tracking,invoices|kimai/kimai2:apache|0|Open-source time-tracking app for freelancers and teams.
solidtime|solidtime|productivity|time-tracking,billing|solidtime/solidtime:latest|0|Modern open-source time tracker for freelancers and agencies.
traggo|traggo|productivity|time-tracking,tags|traggo/server:0.6.0|0|Tag-based time tracking.
cal-com|Cal.com|productivity|scheduling,calendar,booking,calendly-alternative|calcom/cal.com:v4.7|0|Scheduling infrastructure for everyone, an open-source Calendly alternative.
radicale|Radicale|productivity|caldav,carddav,calendar,contacts|tomsquest/docker-radicale:3.3|0|Small but powerful CalDAV (calendars, to-do lists) and CardDAV (contacts) server.
baikal|Baïkal|productivity|caldav,carddav,calendar,contacts|ckulka/baikal:nginx|0|Lightweight CalDAV and CardDAV server.
formbricks|Formbricks|productivity|surveys,forms,typeform-alternative|ghcr.io/formbricks/formbricks:v3|0|Open-source survey platform and Qualtrics alternative.
limesurvey|LimeSurvey|productivity|surveys,forms|martialblog/limesurvey:6-apache|0|Professional online survey tool.
heyform|HeyForm|productivity|forms,surveys,no-code|heyform/community-edition:latest|0|Open-source form builder for conversational forms and surveys.
excalidraw|Excalidraw|productivity|whiteboard,diagrams,sketching|excalidraw/excalidraw:latest|0|Virtual collaborative whiteboard for hand-drawn-like diagrams.
drawio|draw.io|productivity|diagrams,flowcharts|jgraph/drawio:24.7.17|0|Diagramming application for flowcharts, UML and network diagrams.
penpot|Penpot|productivity|design,prototyping,figma-alternative|penpotapp/frontend:2.3.3|0|Open-source design and prototyping platform, a Figma alternative.
kasm-workspaces|Kasm Workspaces|productivity|remote-desktop,browser-isolation,vdi|kasmweb/workspaces:1.16|0|Container streaming platform for browser isolation and remote desktops.
guacamole|Apache Guacamole|networking|remote-desktop,rdp,vnc,ssh|guacamole/guacamole:1.5.5|0|Clientless remote desktop gateway for VNC, RDP and SSH.
rustdesk-server|RustDesk Server|networking|remote-desktop,teamviewer-alternative|rustdesk/rustdesk-server:1.1.12|0|Rendezvous and relay server for RustDesk, the open-source TeamViewer alternative.
meshcentral|MeshCentral|networking|remote-management,remote-desktop|ghcr.io/ylianst/meshcentral:1.1.35|0|Full computer management web site: remote desktop, terminal and file access.
firefly-iii|Firefly III|personal-finance|budgeting,finance,bank|fireflyiii/core:version-6.1.24|0|Personal finance manager that helps you keep track of expenses and budgets.
actual-budget|Actual Budget|personal-finance|budgeting,envelope-budgeting,finance|actualbudget/actual-server:24.12.0|0|Local-first personal finance tool based on zero-sum envelope budgeting.
ghostfolio|Ghostfolio|personal-finance|investments,portfolio,wealth|ghostfolio/ghostfolio:2.126|0|Open-source wealth management software to track stocks, ETFs and crypto.
invoice-ninja|Invoice Ninja|personal-finance|invoices,billing,payments|invoiceninja/invoiceninja:5|0|Invoicing, quotes, expenses and time tracking for small businesses.
invoiceshelf|InvoiceShelf|personal-finance|invoices,accounting|invoiceshelf/invoiceshelf:latest|0|Open-source invoicing and expense tracking for freelancers.
akaunting|Akaunting|personal-finance|accounting,invoices,small-business|akaunting/akaunting:latest|0|Free and online accounting software for small businesses.
odoo|Odoo|productivity|erp,crm,accounting,inventory|odoo:18|0|Suite of business apps: CRM, e-commerce, accounting, inventory and point of sale.
erpnext|ERPNext|productivity|erp,accounting,manufacturing|frappe/erpnext:v15|0|Free and open-source ERP for manufacturing, distribution, retail and services.
twenty|Twenty CRM|productivity|crm,salesforce-alternative|twentycrm/twenty:v0.32|0|Modern open-source CRM, an alternative to Salesforce.
espocrm|EspoCRM|productivity|crm,sales|espocrm/espocrm:9|0|Web CRM application to manage contacts, leads and opportunities.
homepage|Homepage|dashboards|dashboard,start-page,widgets|ghcr.io/gethomepage/homepage:v0.9.13|0|Highly customisable application dashboard with integrations for over 100 services.
homarr|Homarr|dashboards|dashboard,start-page,drag-and-drop|ghcr.io/homarr-labs/homarr:v1|0|Sleek, modern dashboard that puts all your apps and services at your fingertips.
heimdall|Heimdall|dashboards|dashboard,start-page|linuxserver/heimdall:2.6.3|0|Application dashboard and launcher.
dashy|Dashy|dashboards|dashboard,start-page,status-checks|lissy93/dashy:3.1.0|0|Feature-rich homepage for your homelab with status checks and themes.
flame|Flame|dashboards|dashboard,start-page,bookmarks|pawelmalak/flame:2.3.1|0|Self-hosted start page for your server with bookmarks and app shortcuts.
glance|Glance|dashboards|dashboard,feeds,widgets|glanceapp/glance:v0.6|0|Self-hosted dashboard that puts all your feeds in one place.
organizr|Organizr|dashboards|dashboard,tabs,sso|organizr/organizr:latest|0|HTPC and homelab services organiser with tabs and single sign-on.
minecraft-server|Minecraft Java Server|game-servers|minecraft,java,paper|itzg/minecraft-server:java21|0|Minecraft Java Edition server supporting Vanilla, Paper, Forge and Fabric.
minecraft-bedrock|Minecraft Bedrock Server|game-servers|minecraft,bedrock|itzg/minecraft-bedrock-server:latest|0|Minecraft Bedrock Dedicated Server for mobile, console and Windows clients.
valheim|Valheim Server|game-servers|valheim,survival|lloesche/valheim-server:latest|0|Valheim dedicated server with automatic updates and backups.
factorio|Factorio Server|game-servers|factorio,automation-game|factoriotools/factorio:stable|0|Factorio headless dedicated server.
terraria|Terraria Server (TShock)|game-servers|terraria,sandbox|ryshe/terraria:latest|0|Terraria server with the TShock administration mod.
pterodactyl|Pterodactyl Panel|game-servers|game-panel,management|ghcr.io/pterodactyl/panel:v1.11.10|0|Game server management panel for Minecraft, Rust and more.
crafty-controller|Crafty Controller|game-servers|minecraft,game-panel|registry.gitlab.com/crafty-controller/crafty-4:4.4|0|Minecraft server control panel and launcher.
satisfactory|Satisfactory Server|game-servers|satisfactory,factory|wolveix/satisfactory-server:latest|0|Dedicated server for the Satisfactory factory-building game.
romm|RomM|game-servers|retro-games,rom-manager,emulation|rommapp/romm:3.7|0|Beautiful, powerful self-hosted ROM manager and player.
grocy|grocy|productivity|groceries,household,inventory|linuxserver/grocy:4.3.0|0|ERP beyond your fridge: groceries and household management.
mealie|Mealie|productivity|recipes,meal-planning,shopping-list|ghcr.io/mealie-recipes/mealie:v2.3|0|Recipe manager and meal planner with a REST API and shopping lists.
tandoor|Tandoor Recipes|productivity|recipes,meal-planning|vabene1111/recipes:1.5|0|Recipe manager that lets you manage your ever-growing collection of digital recipes.
kitchenowl|KitchenOwl|productivity|shopping-list,recipes,household|tombursch/kitchenowl:v0.6|0|Smart grocery list and recipe manager.
homebox|HomeBox|productivity|inventory,home,assets|ghcr.io/sysadminsmedia/homebox:0.15|0|Inventory and organisation system built for the home user.
snipe-it|Snipe-IT|productivity|it-asset-management,inventory|snipe/snipe-it:v7|0|Open-source IT asset and license management.
wger|wger|productivity|fitness,workout,nutrition|wger/server:latest|0|Fitness and workout manager: routines, weight log and nutrition plans.
monica|Monica|productivity|crm,personal,relationships|monica:4-apache|0|Personal CRM to remember everything about your friends and family.
shlink|Shlink|networking|url-shortener,analytics|shlinkio/shlink:4.3|0|Self-hosted URL shortener with visit stats.
yourls|YOURLS|networking|url-shortener,php|yourls:1.9|0|Your Own URL Shortener, with stats and a plugin system.
privatebin|PrivateBin|security-passwords|pastebin,encryption,zero-knowledge|privatebin/nginx-fpm-alpine:1.7.5|0|Minimalist, zero-knowledge pastebin where the server knows nothing of pasted data.
hemmelig|Hemmelig|security-passwords|secret-sharing,encryption|hemmeligapp/hemmelig:v6|0|Share encrypted secrets that self-destruct after reading.
opengist|Opengist|developer-tools|pastebin,gist,git|ghcr.io/thomiceli/opengist:1|0|Self-hosted pastebin powered by Git, an alternative to GitHub Gist.
vscode-server-python|VS Code Server (Python data science)|notebooks-ides|ide,vscode,python,data-science|linuxserver/code-server:4.95.3|0|code-server with Python, pandas and Jupyter extensions preinstalled.
jupyterhub|JupyterHub|notebooks-ides|notebook,jupyter,multi-user|jupyterhub/jupyterhub:5|0|Multi-user server for Jupyter notebooks, for classes and research groups.
marimo|marimo|notebooks-ides|notebook,python,reactive|ghcr.io/marimo-team/marimo:latest|0|Reactive Python notebook that is reproducible, git-friendly and deployable as an app.
zeppelin|Apache Zeppelin|notebooks-ides|notebook,spark,sql|apache/zeppelin:0.11.2|0|Web-based notebook for interactive data analytics with Spark and SQL.
eclipse-theia|Eclipse Theia IDE|notebooks-ides|ide,cloud-ide|ghcr.io/eclipse-theia/theia-ide/theia-ide:latest|0|Cloud and desktop IDE framework, VS Code compatible.
coder|Coder|notebooks-ides|remote-development,workspaces,ide|ghcr.io/coder/coder:v2.17|0|Self-hosted cloud development environments provisioned with Terraform.
openvscode-server|OpenVSCode Server|notebooks-ides|ide,vscode|gitpod/openvscode-server:1.95|0|Upstream VS Code running on a remote machine, accessible in the browser.
datasette|Datasette|mlops-data|data-exploration,sqlite,publishing|datasetteproject/datasette:0.65|0|Tool for exploring and publishing data from SQLite databases.
metabase|Metabase|mlops-data|business-intelligence,dashboards,sql|metabase/metabase:v0.51|0|The simplest way to get business intelligence and analytics for everyone in your company.
superset|Apache Superset|mlops-data|business-intelligence,dashboards,visualisation|apache/superset:4.1.1|0|Modern data exploration and visualisation platform.
redash|Redash|mlops-data|business-intelligence,sql,dashboards|redash/redash:10.1.0.b50633|0|Connect to any data source, query, visualise and share.
airbyte|Airbyte|mlops-data|etl,data-integration,elt|airbyte/server:1.2.0|0|Data integration platform for ELT pipelines from APIs, databases and files.
spark|Apache Spark|mlops-data|big-data,distributed-computing,etl|apache/spark:3.5.3|0|Unified engine for large-scale data processing and analytics.
ray-cluster|Ray Cluster (head)|mlops-data|distributed-computing,python,ml|rayproject/ray:2.39.0-gpu|1|Head node of a Ray cluster for distributed Python, training and serving.
kubeflow-pipelines|Kubeflow Pipelines|mlops-data|ml-pipelines,kubernetes,mlops|gcr.io/ml-pipeline/api-server:2.3.0|0|Platform for building and deploying portable, scalable ML workflows on Kubernetes.
zenml|ZenML Server|mlops-data|mlops,pipelines|zenmldocker/zenml-server:0.70|0|MLOps framework for portable, production-ready ML pipelines.
wandb-local|Weights & Biases Local|mlops-data|experiment-tracking,mlops|wandb/local:0.62|0|Self-hosted W&B server for experiment tracking and model management.
aim|Aim|mlops-data|experiment-tracking,visualisation|aimstack/aim:3.26|0|Easy-to-use, supercharged open-source experiment tracker.
clearml|ClearML Server|mlops-data|experiment-tracking,mlops,orchestration|allegroai/clearml:1.16|0|Auto-magical suite to streamline your ML workflow: experiment manager, orchestration, data management.
dvc-studio|DVC Studio|mlops-data|data-versioning,mlops|iterativeai/studio:latest|0|Collaboration platform for data and model versioning with DVC.
cvat|CVAT|mlops-data|annotation,computer-vision,labeling|cvat/server:v2.22.0|0|Computer Vision Annotation Tool for images and video.
doccano|doccano|mlops-data|annotation,nlp,labeling|doccano/doccano:latest|0|Open-source text annotation tool for machine learning practitioners.
argilla|Argilla|mlops-data|annotation,llm,feedback,labeling|argilla/argilla-server:v2.5|0|Collaboration tool for AI engineers and domain experts to build high-quality datasets.
bentoml|BentoML Yatai|mlops-data|model-serving,mlops|bentoml/yatai:1.1|0|Model deployment platform for BentoML on Kubernetes.
seldon-core|Seldon Core|mlops-data|model-serving,kubernetes|seldonio/seldon-core-operator:1.18|0|Deploy machine-learning models on Kubernetes at massive scale.
kserve|KServe Model Server|llm-inference|model-serving,kubernetes,inference|kserve/kserve-controller:v0.14.0|0|Standardised serverless ML inference on Kubernetes.
torchserve|TorchServe|llm-inference|model-serving,pytorch,inference|pytorch/torchserve:0.12.0-gpu|1|Serve, optimise and scale PyTorch models in production.
localai|LocalAI|llm-inference|llm,openai-api,local,cpu|localai/localai:v2.24.2-aio-cpu|0|Free, open-source drop-in OpenAI replacement that runs LLMs, image and audio models locally on CPU.
localai-cuda|LocalAI (CUDA 12)|llm-inference|llm,openai-api,local,gpu|localai/localai:v2.24.2-aio-gpu-nvidia-cuda-12|1|LocalAI all-in-one image with CUDA 12 acceleration for text, image and audio models.
koboldcpp|KoboldCpp|llm-inference|llm,gguf,roleplay,local|koboldai/koboldcpp:latest|1|Easy-to-use AI text generation for GGML and GGUF models, with a KoboldAI-style UI.
text-generation-webui|Text Generation WebUI (oobabooga)|llm-inference|llm,web-ui,gguf,exllama|atinoda/text-generation-webui:default-nvidia|1|Gradio web UI for large language models with many backends (Transformers, llama.cpp, ExLlamaV2).
tabbyapi|TabbyAPI|llm-inference|llm,exllama,openai-api|ghcr.io/theroyallab/tabbyapi:latest|1|OpenAI-compatible API server for ExLlamaV2 models.
aphrodite-engine|Aphrodite Engine|llm-inference|llm,inference,openai-api|alpindale/aphrodite-openai:latest|1|Large-scale LLM inference engine, the backend of PygmalionAI.
lmdeploy|LMDeploy|llm-inference|llm,inference,quantization|openmmlab/lmdeploy:v0.6.3-cu12|1|Toolkit for compressing, deploying and serving LLMs with the TurboMind engine.
mlc-llm|MLC LLM|llm-inference|llm,inference,compilation|mlcaidev/mlc-llm:latest|1|Universal LLM deployment engine with machine-learning compilation.
tensorrt-llm|TensorRT-LLM (Triton backend)|llm-inference|llm,tensorrt,nvidia,inference|nvcr.io/nvidia/tritonserver:24.11-trtllm-python-py3|1|NVIDIA's library for optimised LLM inference, served through Triton.
litellm|LiteLLM Proxy|llm-inference|llm,gateway,openai-api,proxy|ghcr.io/berriai/litellm:main-v1.55.0|0|LLM gateway that calls 100+ providers in the OpenAI format, with budgets and rate limits.
infinity-embeddings|Infinity (embeddings server)|llm-inference|embeddings,reranker,inference|michaelf34/infinity:0.0.70|1|High-throughput, low-latency server for text embeddings and rerankers.
text-embeddings-inference|Text Embeddings Inference (TEI)|llm-inference|embeddings,huggingface,inference|ghcr.io/huggingface/text-embeddings-inference:1.5|1|Hugging Face's fast inference server for text embedding models.
llamafile|llamafile|llm-inference|llm,single-file,cpu,local|ghcr.io/mozilla-ocho/llamafile:latest|0|Distribute and run LLMs with a single file, on CPU or GPU.
lollms-webui|LoLLMs WebUI|chat-interfaces|chat,ui,multi-modal|parisneo/lollms-webui:latest|0|Lord of Large Language Models: a hub for LLM tools with many personalities.
big-agi|big-AGI|chat-interfaces|chat,ui,personas|ghcr.io/enricoros/big-agi:latest|0|AI suite for professionals: multi-model chat, personas, voice and drawing.
lobe-chat|LobeChat|chat-interfaces|chat,ui,plugins,multi-provider|lobehub/lobe-chat:1.36|0|Modern AI chat framework supporting many providers, knowledge bases and plugins.
chatbot-ui|Chatbot UI|chat-interfaces|chat,ui,openai|ghcr.io/mckaywrigley/chatbot-ui:main|0|Open-source AI chat app for everyone.
hollama|Hollama|chat-interfaces|chat,ui,ollama,minimalist|ghcr.io/fmaclen/hollama:latest|0|Minimal web UI for talking to Ollama servers.
sillytavern|SillyTavern|chat-interfaces|chat,roleplay,characters|ghcr.io/sillytavern/sillytavern:1.12.8|0|LLM frontend for power users: character cards, roleplay and world info.
jan-server|Jan Server|chat-interfaces|chat,local,openai-api|ghcr.io/janhq/jan-server:latest|0|Server mode of Jan, the offline ChatGPT alternative.
perplexica|Perplexica|ai-agents|ai-search,rag,perplexity-alternative|itzsrv/perplexica-backend:latest|0|AI-powered search engine, an open-source alternative to Perplexity AI, using SearXNG.
morphic|Morphic|ai-agents|ai-search,generative-ui|ghcr.io/miurla/morphic:latest|0|AI-powered answer engine with a generative UI.
dify|Dify|ai-agents|llm-apps,rag,agents,workflow|langgenius/dify-api:0.13.2|0|LLM app development platform: RAG pipelines, agents, model management and observability.
flowise|Flowise|ai-agents|llm-apps,low-code,agents,langchain|flowiseai/flowise:2.2|0|Drag-and-drop UI to build customised LLM flows and agents.
langflow|Langflow|ai-agents|llm-apps,low-code,agents,rag|langflowai/langflow:1.1|0|Low-code visual builder for AI agents and RAG applications.
ragflow|RAGFlow|ai-agents|rag,document-understanding,llm-apps|infiniflow/ragflow:v0.14.1|0|RAG engine based on deep document understanding.
privategpt|PrivateGPT|ai-agents|rag,documents,private,llm|zylonai/private-gpt:0.6.2-ollama|0|Ask questions about your documents using LLMs, 100% privately, no data leaves your environment.
quivr|Quivr|ai-agents|rag,second-brain,documents|ghcr.io/quivrhq/quivr-backend:latest|0|Opinionated RAG for your generative AI apps: your second brain.
khoj|Khoj|ai-agents|ai-search,second-brain,rag,agents|ghcr.io/khoj-ai/khoj:latest|0|Your AI second brain: get answers from the web or your docs, build custom agents.
open-interpreter|Open Interpreter Server|ai-agents|agents,code-execution|ghcr.io/openinterpreter/open-interpreter:latest|0|Lets language models run code on your machine through a natural-language interface.
autogpt|AutoGPT Platform|ai-agents|agents,autonomous|ghcr.io/significant-gravitas/autogpt-platform:latest|0|Build, deploy and run continuous AI agents that automate complex workflows.
openhands|OpenHands|ai-agents|agents,coding-agent,software-engineering|docker.all-hands.dev/all-hands-ai/openhands:0.15|0|Platform for software development agents powered by AI (formerly OpenDevin).
tabby|Tabby (coding assistant)|ai-agents|code-completion,copilot-alternative,coding-assistant|tabbyml/tabby:0.21.0|1|Self-hosted AI coding assistant, an open-source alternative to GitHub Copilot.
continue-server|Continue Hub Server|ai-agents|coding-assistant,ide|ghcr.io/continuedev/continue-server:latest|0|Backend for Continue, the open-source AI code assistant for VS Code and JetBrains.
refact|Refact.ai|ai-agents|code-completion,coding-assistant,fine-tuning|smallcloud/refact_self_hosting:latest|1|Self-hosted AI coding assistant with code completion and fine-tuning on your codebase.
langfuse|Langfuse|ai-agents|llm-observability,tracing,prompt-management|langfuse/langfuse:2|0|Open-source LLM engineering platform: traces, evals, prompt management and metrics.
phoenix|Arize Phoenix|ai-agents|llm-observability,evaluation,tracing|arizephoenix/phoenix:version-5.9|0|AI observability and evaluation for LLM applications.
promptfoo|promptfoo|ai-agents|llm-evaluation,red-teaming,testing|ghcr.io/promptfoo/promptfoo:latest|0|Test your prompts, agents and RAG pipelines; red teaming for LLM apps.
libretranslate|LibreTranslate|ai-agents|translation,machine-translation,api|libretranslate/libretranslate:v1.6.2|0|Free and open-source machine translation API, entirely self-hosted.
libretranslate-cuda|LibreTranslate (CUDA)|ai-agents|translation,machine-translation,gpu|libretranslate/libretranslate:v1.6.2-cuda|1|LibreTranslate with GPU-accelerated Argos Translate models.
docling-serve|Docling Serve|ai-agents|document-parsing,pdf,ocr,rag|quay.io/ds4sd/docling-serve:latest|0|Converts PDFs and Office documents into Markdown and JSON for generative AI pipelines.
unstructured-api|Unstructured API|ai-agents|document-parsing,etl,rag|downloads.unstructured.io/unstructured-io/unstructured-api:latest|0|Pre-processes documents (PDF, HTML, Word) into clean chunks for LLMs.
searxng-ai|SearXNG for AI agents|search-engines|metasearch,agents,json-api|searxng/searxng:latest|0|SearXNG preconfigured with the JSON output format for LLM tool use and AI search.
automatic1111-forge|Stable Diffusion WebUI Forge|image-generation|image-generation,stable-diffusion,sdxl,flux|ghcr.io/lllyasviel/stable-diffusion-webui-forge:latest|1|Forge: a faster, lower-VRAM platform on top of the AUTOMATIC1111 Stable Diffusion WebUI, with Flux support.
sd-next|SD.Next|image-generation|image-generation,stable-diffusion,sdxl|vladmandic/sdnext:latest|1|Advanced implementation of Stable Diffusion and other diffusion models, multi-platform.
fooocus|Fooocus|image-generation|image-generation,stable-diffusion,sdxl,simple|ghcr.io/lllyasviel/fooocus:latest|1|Image generating software focused on prompting: SDXL made simple, like Midjourney.
swarmui|SwarmUI|image-generation|image-generation,stable-diffusion,comfyui|mcmonkeyprojects/swarmui:latest|1|Modular Stable Diffusion web user interface with ComfyUI as its backend.
comfyui-cpu|ComfyUI (CPU only)|image-generation|image-generation,stable-diffusion,cpu|ghcr.io/ai-dock/comfyui:latest-cpu|0|ComfyUI node graph for Stable Diffusion on CPU; slow but needs no GPU.
comfyui-flux|ComfyUI + FLUX.1 [dev]|image-generation|image-generation,flux,comfyui,gpu|ghcr.io/ai-dock/comfyui:latest-cuda|1|ComfyUI preloaded with FLUX.1 [dev] workflows for high-quality text-to-image.
kohya-ss|Kohya's GUI (LoRA training)|training-fine-tuning|lora,training,stable-diffusion,dreambooth|ghcr.io/bmaltais/kohya-ss-gui:latest|1|Gradio GUI for training LoRA, DreamBooth and fine-tunes of Stable Diffusion models.
onetrainer|OneTrainer|training-fine-tuning|training,stable-diffusion,lora,flux|ghcr.io/nerogar/onetrainer:latest|1|One-stop solution for Stable Diffusion and Flux training: fine-tunes, LoRA and embeddings.
easy-diffusion|Easy Diffusion|image-generation|image-generation,stable-diffusion,beginner|ghcr.io/easydiffusion/easydiffusion:latest|1|Easiest one-click way to create beautiful artwork with Stable Diffusion.
cog-sdxl|SDXL API (Cog)|image-generation|image-generation,sdxl,api|r8.im/stability-ai/sdxl:latest|1|Stable Diffusion XL behind a simple prediction HTTP API, packaged with Cog.
realesrgan|Real-ESRGAN Upscaler|image-generation|upscaling,super-resolution,images|ghcr.io/xinntao/real-esrgan:latest|1|Practical image and video restoration and 4x upscaling.
rembg|rembg|image-generation|background-removal,images,api|danielgatis/rembg:latest|0|Tool and HTTP server to remove image backgrounds.
iopaint|IOPaint|image-generation|inpainting,object-removal,images|ghcr.io/sanster/iopaint:latest|1|Image inpainting tool powered by SOTA AI models: remove objects and fill in images.
faster-whisper-server|Faster Whisper Server (Speaches)|speech-audio|speech-to-text,transcription,whisper,openai-api|ghcr.io/speaches-ai/speaches:latest-cuda|1|OpenAI API-compatible transcription server using faster-whisper.
whisperx|WhisperX API|speech-audio|speech-to-text,diarization,whisper|ghcr.io/jim60105/whisperx:latest|1|Fast automatic speech recognition with word-level timestamps and speaker diarization.
whisper-cpp|whisper.cpp Server|speech-audio|speech-to-text,whisper,cpu|ghcr.io/ggerganov/whisper.cpp:main|0|Port of OpenAI's Whisper model in C/C++, runs well on CPUs.
wyoming-whisper|Wyoming Faster Whisper|speech-audio|speech-to-text,home-assistant,wyoming|rhasspy/wyoming-whisper:2.4|0|Wyoming protocol server for faster-whisper, speech recognition for Home Assistant voice.
wyoming-piper|Wyoming Piper|speech-audio|text-to-speech,home-assistant,wyoming|rhasspy/wyoming-piper:1.5|0|Wyoming protocol server for the Piper text to speech system, for Home Assistant Assist.
openedai-speech|OpenedAI Speech|speech-audio|text-to-speech,openai-api,xtts|ghcr.io/matatonic/openedai-speech:latest|1|OpenAI API-compatible text-to-speech server using XTTS and Piper.
kokoro-fastapi|Kokoro FastAPI|speech-audio|text-to-speech,openai-api,kokoro|ghcr.io/remsky/kokoro-fastapi-gpu:v0.2|1|Dockerised FastAPI wrapper for the Kokoro-82M text-to-speech model, OpenAI-compatible.
alltalk-tts|AllTalk TTS|speech-audio|text-to-speech,voice-cloning,xtts|erew123/alltalk_tts:latest|1|Text-to-speech with voice cloning and fine-tuning, based on Coqui XTTS.
f5-tts|F5-TTS|speech-audio|text-to-speech,voice-cloning|ghcr.io/swivid/f5-tts:main|1|Diffusion-transformer text-to-speech with zero-shot voice cloning.
bark|Bark|speech-audio|text-to-speech,audio-generation|ghcr.io/suno-ai/bark:latest|1|Transformer-based text-to-audio model: speech, music and sound effects.
musicgen|AudioCraft MusicGen|speech-audio|music-generation,audio-generation|ghcr.io/facebookresearch/audiocraft:latest|1|Controllable music generation from text descriptions.
vosk-server|Vosk Server|speech-audio|speech-to-text,offline,cpu|alphacep/kaldi-en:latest|0|Offline speech recognition server with small models for many languages.
rhasspy|Rhasspy|speech-audio|voice-assistant,offline,home-automation|rhasspy/rhasspy:2.5.11|0|Offline private voice assistant toolkit for many languages.
openwakeword|Wyoming openWakeWord|speech-audio|wake-word,home-assistant,wyoming|rhasspy/wyoming-openwakeword:1.10|0|Wake word detection for Home Assistant voice satellites.
tts-generation-webui|TTS Generation WebUI|speech-audio|text-to-speech,music-generation,web-ui|ghcr.io/rsxdalv/tts-generation-webui:main|1|One web UI for many audio models: Bark, Tortoise, MusicGen, RVC and more.
rvc-webui|RVC WebUI (voice conversion)|speech-audio|voice-conversion,voice-cloning|ghcr.io/rvc-project/rvc-webui:latest|1|Retrieval-based voice conversion: train a voice model with ten minutes of audio.
nllb-serve|NLLB Translation Server|ai-agents|translation,machine-translation,multilingual|ghcr.io/thammegowda/nllb-serve:latest|1|No Language Left Behind: translation between 200 languages served over REST.
lancedb|LanceDB|vector-databases|vector-db,embedded,multimodal|lancedb/lancedb:latest|0|Developer-friendly serverless vector database for multimodal AI.
vespa|Vespa|vector-databases|vector-db,search,ranking|vespaengine/vespa:8|0|AI search platform for vectors, tensors and text, with ranking at scale.
marqo|Marqo|vector-databases|vector-db,multimodal,search|marqoai/marqo:2.12|1|End-to-end vector search engine for text and images with built-in embeddings.
pgvecto-rs|PostgreSQL + VectorChord|vector-databases|vector-db,postgres,sql|tensorchord/vchord-postgres:pg17-v0.1.0|0|PostgreSQL with the VectorChord extension for scalable vector search (used by Immich).
redis-stack|Redis Stack|vector-databases|vector-db,redis,search,json|redis/redis-stack-server:7.4.0-v1|0|Redis with search, JSON, time series and vector similarity modules.
elasticsearch-vector|Elasticsearch (vector search)|vector-databases|vector-db,search,hybrid-search|docker.elastic.co/elasticsearch/elasticsearch:8.16.1|0|Elasticsearch configured for dense vector kNN and hybrid search.
deepspeed-train|DeepSpeed Training Job|training-fine-tuning|training,distributed,multi-gpu|deepspeed/deepspeed:latest|2|Distributed training job with ZeRO optimisation across several GPUs.|job
torchtune|torchtune Fine-tuning Job|training-fine-tuning|fine-tuning,lora,pytorch|ghcr.io/pytorch/torchtune:latest|1|PyTorch-native library for fine-tuning LLMs with LoRA, QLoRA and full recipes.|job
llama-factory|LLaMA-Factory|training-fine-tuning|fine-tuning,lora,web-ui|hiyouga/llamafactory:latest|1|Unified efficient fine-tuning of 100+ LLMs and VLMs with a web UI (LLaMA Board).
trl-sft|TRL SFT Job|training-fine-tuning|fine-tuning,rlhf,dpo,huggingface|huggingface/trl-latest-gpu:latest|1|Supervised fine-tuning, DPO and reward modelling with Hugging Face TRL.|job
h2o-llm-studio|H2O LLM Studio|training-fine-tuning|fine-tuning,no-code,web-ui|gcr.io/vorvan/h2oai/h2o-llmstudio:nightly|1|No-code GUI for fine-tuning large language models.
mergekit|mergekit Job|training-fine-tuning|model-merging,llm|ghcr.io/arcee-ai/mergekit:latest|0|Merge pretrained language models (SLERP, TIES, DARE) on CPU or GPU.|job
nanogpt-train|nanoGPT Training Job|training-fine-tuning|training,gpt,education|ghcr.io/karpathy/nanogpt:latest|1|The simplest, fastest repository for training and fine-tuning medium-sized GPTs.|job
yolo-ultralytics|Ultralytics YOLO|mlops-data|object-detection,computer-vision,training|ultralytics/ultralytics:8.3.40|1|YOLO11 object detection, segmentation and pose estimation: train and serve.
deepstack|DeepStack AI Server|mlops-data|object-detection,face-recognition,computer-vision|deepquestai/deepstack:gpu|1|AI server for object detection, face recognition and scene recognition.
codeproject-ai|CodeProject.AI Server|mlops-data|object-detection,computer-vision,nvr|codeproject/ai-server:cuda12_2|1|Self-hosted AI server for object detection and face recognition, popular with Blue Iris.
compreface|CompreFace|mlops-data|face-recognition,computer-vision,api|exadel/compreface:1.2.0|0|Free face recognition service with a REST API.
label-studio-ml-backend|Label Studio ML Backend|mlops-data|annotation,labeling,pre-annotation|heartexlabs/label-studio-ml-backend:latest|1|Connect models to Label Studio for pre-annotation and active learning.
`;

/**
 * Variants that multiply a family of templates the way real catalogs do: versions, editions and model sizes,
 * near-duplicates with slightly different names. slug suffix | name | extra tags | image tag | gpu | description prefix
 */
export const FAMILIES: { base: string; variants: [string, string, string, string, number, string][] }[] = [
  {
    base: 'postgres',
    variants: [
      ['16', 'PostgreSQL 16', 'postgres16', '16', 0, 'PostgreSQL 16 (long-term). '],
      ['15', 'PostgreSQL 15', 'postgres15', '15', 0, 'PostgreSQL 15, for apps not yet certified on 16. '],
      [
        '14',
        'PostgreSQL 14 (legacy)',
        'postgres14,legacy',
        '14',
        0,
        'Legacy PostgreSQL 14, kept for older applications. ',
      ],
      [
        'postgis',
        'PostGIS (PostgreSQL 17)',
        'gis,spatial,maps',
        '17-3.5',
        0,
        'PostgreSQL with the PostGIS spatial extension for geographic objects. ',
      ],
      ['alpine', 'PostgreSQL 17 Alpine', 'alpine,small', '17-alpine', 0, 'Smaller PostgreSQL image on Alpine Linux. '],
    ],
  },
  {
    base: 'mysql',
    variants: [
      ['8-0', 'MySQL 8.0', 'mysql8,legacy', '8.0', 0, 'MySQL 8.0, the previous long-term line. '],
      ['9', 'MySQL 9 (Innovation)', 'innovation', '9.1', 0, 'MySQL Innovation release with the newest features. '],
    ],
  },
  {
    base: 'mariadb',
    variants: [
      ['10-11', 'MariaDB 10.11 LTS', 'lts', '10.11', 0, 'MariaDB 10.11 long-term support. '],
      [
        'galera',
        'MariaDB Galera Cluster',
        'cluster,replication',
        '11.4',
        0,
        'Synchronous multi-master MariaDB cluster with Galera. ',
      ],
    ],
  },
  {
    base: 'redis',
    variants: [
      ['6', 'Redis 6 (legacy)', 'legacy', '6.2', 0, 'Redis 6.2 for clients not yet on Redis 7. '],
      [
        'sentinel',
        'Redis Sentinel',
        'high-availability,sentinel',
        '7.4',
        0,
        'Redis with Sentinel for automatic failover. ',
      ],
      ['cluster', 'Redis Cluster', 'cluster,sharding', '7.4', 0, 'Sharded Redis Cluster with six nodes. '],
    ],
  },
  {
    base: 'mongodb',
    variants: [
      ['7', 'MongoDB 7.0', 'legacy', '7.0', 0, 'MongoDB 7.0, the previous major version. '],
      [
        'replica-set',
        'MongoDB Replica Set',
        'replication,high-availability',
        '8.0',
        0,
        'Three-member MongoDB replica set. ',
      ],
    ],
  },
  {
    base: 'nextcloud',
    variants: [
      ['29', 'Nextcloud 29', 'legacy', '29-apache', 0, 'Nextcloud 29 for installations that cannot update yet. '],
      ['hub-9', 'Nextcloud Hub 9', 'hub', '30-apache', 0, 'Nextcloud Hub 9 with Assistant and Talk. '],
    ],
  },
  {
    base: 'gitea',
    variants: [
      ['rootless', 'Gitea (rootless)', 'rootless', '1.22-rootless', 0, 'Gitea running as an unprivileged user. '],
    ],
  },
  {
    base: 'grafana',
    variants: [
      ['oss-10', 'Grafana 10 OSS', 'legacy', '10.4.12', 0, 'Grafana 10.4 for dashboards not yet migrated. '],
      [
        'lgtm',
        'Grafana LGTM Stack',
        'loki,tempo,mimir,all-in-one',
        'latest',
        0,
        'Loki, Grafana, Tempo and Mimir in one container for development. ',
      ],
    ],
  },
  {
    base: 'home-assistant',
    variants: [
      [
        'stable',
        'Home Assistant (stable channel)',
        'stable',
        'stable',
        0,
        'Home Assistant Container, stable channel. ',
      ],
    ],
  },
  {
    base: 'jellyfin',
    variants: [
      [
        'nvidia',
        'Jellyfin (NVIDIA NVENC transcoding)',
        'nvenc,transcoding,gpu',
        '10.10.3',
        1,
        'Jellyfin with NVIDIA hardware transcoding (NVENC/NVDEC). ',
      ],
      [
        'linuxserver',
        'Jellyfin (LinuxServer.io)',
        'linuxserver',
        '10.10.3',
        0,
        'The LinuxServer.io build of Jellyfin. ',
      ],
    ],
  },
  {
    base: 'plex',
    variants: [
      [
        'nvidia',
        'Plex Media Server (NVIDIA)',
        'nvenc,transcoding,gpu',
        'latest',
        1,
        'Plex with NVIDIA hardware transcoding. ',
      ],
    ],
  },
  {
    base: 'immich',
    variants: [
      [
        'openvino',
        'Immich Machine Learning (OpenVINO)',
        'openvino,intel,machine-learning',
        'v1.121.0-openvino',
        0,
        'Immich machine learning on Intel iGPUs via OpenVINO. ',
      ],
    ],
  },
  {
    base: 'wordpress',
    variants: [
      ['fpm', 'WordPress (PHP-FPM)', 'php-fpm', '6.7-fpm', 0, 'WordPress on PHP-FPM behind your own web server. '],
      [
        'woocommerce',
        'WordPress + WooCommerce',
        'e-commerce,shop',
        '6.7-apache',
        0,
        'WordPress with WooCommerce preinstalled for an online shop. ',
      ],
    ],
  },
  {
    base: 'minecraft-server',
    variants: [
      [
        'paper',
        'Minecraft Paper Server',
        'paper,plugins',
        'java21',
        0,
        'High-performance Paper fork with plugin support. ',
      ],
      [
        'forge',
        'Minecraft Forge (modded)',
        'forge,mods',
        'java17',
        0,
        'Modded Minecraft with Forge and CurseForge modpacks. ',
      ],
      ['fabric', 'Minecraft Fabric Server', 'fabric,mods', 'java21', 0, 'Lightweight modded Minecraft with Fabric. '],
    ],
  },
  {
    base: 'elasticsearch',
    variants: [
      [
        '7',
        'Elasticsearch 7 (legacy)',
        'legacy',
        '7.17.26',
        0,
        'Elasticsearch 7.17 for clients that need the 7.x API. ',
      ],
    ],
  },
  {
    base: 'keycloak',
    variants: [['25', 'Keycloak 25', 'legacy', '25.0', 0, 'Keycloak 25 for realms not yet upgraded. ']],
  },
  {
    base: 'rabbitmq',
    variants: [['3-13', 'RabbitMQ 3.13', 'legacy', '3.13-management', 0, 'RabbitMQ 3.13 with the management plugin. ']],
  },
];

/** Model presets on inference servers: runtime | slug | name | family tags | gpus | vram | description */
export const MODELS: [string, string, string, string, number, string, string][] = [
  [
    'ollama',
    'ollama-llama3-2-3b',
    'Llama 3.2 3B (Ollama)',
    'llama,meta,small',
    0,
    '',
    'Meta Llama 3.2 3B Instruct on Ollama; small enough for CPU.',
  ],
  [
    'ollama',
    'ollama-llama3-1-8b',
    'Llama 3.1 8B (Ollama)',
    'llama,meta',
    1,
    '8Gi',
    'Meta Llama 3.1 8B Instruct served by Ollama.',
  ],
  [
    'ollama',
    'ollama-llama3-3-70b',
    'Llama 3.3 70B (Ollama, Q4)',
    'llama,meta,multi-gpu',
    2,
    '48Gi',
    'Meta Llama 3.3 70B quantised to Q4_K_M on Ollama.',
  ],
  [
    'ollama',
    'ollama-qwen2-5-7b',
    'Qwen2.5 7B (Ollama)',
    'qwen,alibaba',
    1,
    '8Gi',
    'Alibaba Qwen2.5 7B Instruct on Ollama, strong multilingual chat.',
  ],
  [
    'ollama',
    'ollama-qwen2-5-coder-7b',
    'Qwen2.5 Coder 7B (Ollama)',
    'qwen,code,coding',
    1,
    '8Gi',
    'Qwen2.5 Coder 7B for code completion and chat on Ollama.',
  ],
  [
    'ollama',
    'ollama-qwen2-5-coder-32b',
    'Qwen2.5 Coder 32B (Ollama)',
    'qwen,code,coding',
    1,
    '24Gi',
    'Qwen2.5 Coder 32B, a strong open code model, on Ollama.',
  ],
  ['ollama', 'ollama-mistral-7b', 'Mistral 7B (Ollama)', 'mistral', 1, '8Gi', 'Mistral 7B Instruct v0.3 on Ollama.'],
  [
    'ollama',
    'ollama-mistral-nemo',
    'Mistral Nemo 12B (Ollama)',
    'mistral,nvidia',
    1,
    '12Gi',
    'Mistral NeMo 12B with a 128k context window on Ollama.',
  ],
  [
    'ollama',
    'ollama-gemma2-9b',
    'Gemma 2 9B (Ollama)',
    'gemma,google',
    1,
    '12Gi',
    'Google Gemma 2 9B Instruct on Ollama.',
  ],
  [
    'ollama',
    'ollama-gemma2-2b',
    'Gemma 2 2B (Ollama)',
    'gemma,google,small',
    0,
    '',
    'Google Gemma 2 2B, a tiny model that runs on CPU.',
  ],
  [
    'ollama',
    'ollama-phi3-5-mini',
    'Phi-3.5 Mini (Ollama)',
    'phi,microsoft,small',
    0,
    '',
    'Microsoft Phi-3.5 Mini 3.8B on Ollama, good reasoning for its size.',
  ],
  [
    'ollama',
    'ollama-deepseek-r1-8b',
    'DeepSeek-R1 Distill Llama 8B (Ollama)',
    'deepseek,reasoning',
    1,
    '8Gi',
    'DeepSeek-R1 reasoning distilled into Llama 8B, on Ollama.',
  ],
  [
    'ollama',
    'ollama-deepseek-r1-32b',
    'DeepSeek-R1 Distill Qwen 32B (Ollama)',
    'deepseek,reasoning',
    1,
    '24Gi',
    'DeepSeek-R1 reasoning distilled into Qwen 32B, on Ollama.',
  ],
  [
    'ollama',
    'ollama-llava-7b',
    'LLaVA 7B (Ollama, vision)',
    'llava,vision,multimodal',
    1,
    '8Gi',
    'LLaVA 1.6 vision-language model: ask questions about images.',
  ],
  [
    'ollama',
    'ollama-nomic-embed-text',
    'nomic-embed-text (Ollama embeddings)',
    'embeddings,nomic',
    0,
    '',
    'Nomic text embedding model on Ollama for RAG pipelines.',
  ],
  [
    'ollama',
    'ollama-codellama-13b',
    'Code Llama 13B (Ollama)',
    'llama,code,coding,meta',
    1,
    '12Gi',
    'Meta Code Llama 13B Instruct for code generation.',
  ],
  [
    'ollama',
    'ollama-starcoder2-7b',
    'StarCoder2 7B (Ollama)',
    'code,coding,bigcode',
    1,
    '8Gi',
    'BigCode StarCoder2 7B for code completion.',
  ],
  [
    'ollama',
    'ollama-mixtral-8x7b',
    'Mixtral 8x7B (Ollama)',
    'mistral,moe',
    1,
    '32Gi',
    'Mistral Mixtral 8x7B sparse mixture of experts on Ollama.',
  ],
  [
    'ollama',
    'ollama-command-r',
    'Command R 35B (Ollama)',
    'cohere,rag',
    1,
    '24Gi',
    'Cohere Command R, optimised for RAG and tool use.',
  ],
  [
    'ollama',
    'ollama-tinyllama',
    'TinyLlama 1.1B (Ollama)',
    'llama,small,cpu',
    0,
    '',
    'TinyLlama 1.1B chat, for testing on the smallest machines.',
  ],
  [
    'vllm',
    'vllm-qwen2-5-7b-instruct',
    'Qwen2.5 7B Instruct (vLLM)',
    'qwen,alibaba',
    1,
    '24Gi',
    'Qwen2.5 7B Instruct on vLLM with an OpenAI-compatible API.',
  ],
  [
    'vllm',
    'vllm-qwen2-5-72b-instruct-awq',
    'Qwen2.5 72B Instruct AWQ (vLLM)',
    'qwen,alibaba,awq,multi-gpu',
    2,
    '48Gi',
    'Qwen2.5 72B Instruct quantised with AWQ, on two GPUs.',
  ],
  [
    'vllm',
    'vllm-mistral-7b-instruct',
    'Mistral 7B Instruct v0.3 (vLLM)',
    'mistral',
    1,
    '24Gi',
    'Mistral 7B Instruct v0.3 on vLLM.',
  ],
  [
    'vllm',
    'vllm-mistral-small-24b',
    'Mistral Small 24B (vLLM)',
    'mistral',
    1,
    '48Gi',
    'Mistral Small 3 24B Instruct on vLLM, fast for its quality.',
  ],
  ['vllm', 'vllm-gemma-2-27b', 'Gemma 2 27B (vLLM)', 'gemma,google', 1, '48Gi', 'Google Gemma 2 27B Instruct on vLLM.'],
  [
    'vllm',
    'vllm-phi-4',
    'Phi-4 14B (vLLM)',
    'phi,microsoft',
    1,
    '24Gi',
    'Microsoft Phi-4 14B, strong at reasoning and maths, on vLLM.',
  ],
  [
    'vllm',
    'vllm-deepseek-r1-distill-qwen-32b',
    'DeepSeek-R1 Distill Qwen 32B (vLLM)',
    'deepseek,reasoning',
    2,
    '48Gi',
    'DeepSeek-R1 distilled reasoning model on vLLM with tensor parallelism.',
  ],
  [
    'vllm',
    'vllm-deepseek-v3',
    'DeepSeek-V3 (vLLM, 8 GPUs)',
    'deepseek,moe,multi-gpu',
    8,
    '80Gi',
    'DeepSeek-V3 671B mixture of experts across eight 80 GB GPUs.',
  ],
  [
    'vllm',
    'vllm-llama-3-2-11b-vision',
    'Llama 3.2 11B Vision (vLLM)',
    'llama,meta,vision,multimodal',
    1,
    '24Gi',
    'Meta Llama 3.2 11B Vision Instruct: image understanding on vLLM.',
  ],
  [
    'vllm',
    'vllm-qwen2-vl-7b',
    'Qwen2-VL 7B (vLLM, vision)',
    'qwen,vision,multimodal',
    1,
    '24Gi',
    'Qwen2-VL 7B vision-language model on vLLM.',
  ],
  [
    'vllm',
    'vllm-llama-guard-3-8b',
    'Llama Guard 3 8B (vLLM)',
    'llama,safety,moderation',
    1,
    '24Gi',
    'Meta Llama Guard 3 for classifying prompts and responses as safe or unsafe.',
  ],
  [
    'vllm',
    'vllm-bge-m3',
    'BGE-M3 embeddings (vLLM)',
    'embeddings,bge,multilingual',
    1,
    '8Gi',
    'BAAI BGE-M3 multilingual embedding model served by vLLM.',
  ],
  [
    'tgi',
    'tgi-llama-3-1-8b',
    'Llama 3.1 8B Instruct (TGI)',
    'llama,meta,huggingface',
    1,
    '24Gi',
    'Meta Llama 3.1 8B Instruct on Hugging Face Text Generation Inference.',
  ],
  [
    'tgi',
    'tgi-zephyr-7b',
    'Zephyr 7B Beta (TGI)',
    'zephyr,huggingface',
    1,
    '24Gi',
    'Hugging Face Zephyr 7B Beta chat model on TGI.',
  ],
  [
    'tgi',
    'tgi-falcon-40b',
    'Falcon 40B Instruct (TGI)',
    'falcon,tii,multi-gpu',
    2,
    '48Gi',
    'TII Falcon 40B Instruct on TGI.',
  ],
  [
    'tgi',
    'tgi-starcoder2-15b',
    'StarCoder2 15B (TGI)',
    'code,coding,bigcode',
    1,
    '48Gi',
    'BigCode StarCoder2 15B code model on TGI.',
  ],
  [
    'llama-cpp',
    'llama-cpp-qwen2-5-3b-gguf',
    'Qwen2.5 3B GGUF (llama.cpp, CPU)',
    'qwen,gguf,cpu,small',
    0,
    '',
    'Qwen2.5 3B Instruct Q4_K_M on llama.cpp server, CPU only.',
  ],
  [
    'llama-cpp',
    'llama-cpp-mistral-7b-gguf',
    'Mistral 7B GGUF (llama.cpp)',
    'mistral,gguf',
    0,
    '',
    'Mistral 7B Instruct Q4_K_M GGUF on llama.cpp server.',
  ],
  [
    'llama-cpp',
    'llama-cpp-phi-3-mini-gguf',
    'Phi-3 Mini GGUF (llama.cpp, CPU)',
    'phi,microsoft,gguf,cpu',
    0,
    '',
    'Microsoft Phi-3 Mini 4k GGUF on llama.cpp, CPU only.',
  ],
  [
    'sd',
    'sdxl-base-1-0',
    'SDXL 1.0 Base (ComfyUI)',
    'sdxl,stable-diffusion,stability-ai',
    1,
    '12Gi',
    'Stability AI Stable Diffusion XL 1.0 base model preloaded in ComfyUI.',
  ],
  [
    'sd',
    'sd-1-5',
    'Stable Diffusion 1.5 (A1111)',
    'stable-diffusion,sd15',
    1,
    '8Gi',
    'The classic Stable Diffusion 1.5 checkpoint in the AUTOMATIC1111 WebUI.',
  ],
  [
    'sd',
    'sd-3-5-large',
    'Stable Diffusion 3.5 Large (ComfyUI)',
    'stable-diffusion,sd3,stability-ai',
    1,
    '24Gi',
    'Stability AI Stable Diffusion 3.5 Large in ComfyUI.',
  ],
  [
    'sd',
    'flux-1-schnell',
    'FLUX.1 [schnell] (ComfyUI)',
    'flux,black-forest-labs',
    1,
    '16Gi',
    'Black Forest Labs FLUX.1 schnell, a fast 4-step text-to-image model.',
  ],
  [
    'sd',
    'flux-1-dev-fp8',
    'FLUX.1 [dev] FP8 (Forge)',
    'flux,black-forest-labs,fp8',
    1,
    '16Gi',
    'FLUX.1 dev quantised to FP8 in Stable Diffusion WebUI Forge.',
  ],
  [
    'sd',
    'pixart-sigma',
    'PixArt-Σ (Diffusers)',
    'pixart,diffusers',
    1,
    '12Gi',
    'PixArt-Sigma 4K text-to-image transformer with a Diffusers API.',
  ],
  [
    'sd',
    'stable-video-diffusion',
    'Stable Video Diffusion (ComfyUI)',
    'stable-diffusion,video,svd',
    1,
    '24Gi',
    'Image-to-video generation with Stable Video Diffusion.',
  ],
  [
    'whisper',
    'whisper-large-v3',
    'Whisper Large v3 (faster-whisper)',
    'whisper,openai,large',
    1,
    '10Gi',
    'OpenAI Whisper large-v3 transcription model on faster-whisper.',
  ],
  [
    'whisper',
    'whisper-large-v3-turbo',
    'Whisper Large v3 Turbo',
    'whisper,openai,turbo',
    1,
    '6Gi',
    'Whisper large-v3-turbo: eight times faster transcription with little loss.',
  ],
  [
    'whisper',
    'distil-whisper-large-v3',
    'Distil-Whisper Large v3',
    'whisper,distil,english',
    1,
    '6Gi',
    'Distilled Whisper for fast English speech recognition.',
  ],
  [
    'whisper',
    'whisper-small-cpu',
    'Whisper Small (CPU)',
    'whisper,cpu,small',
    0,
    '',
    'Whisper small on CPU with int8 quantisation.',
  ],
];

/**
 * Near-duplicates and forks that real catalogs hold: a slug | name | category | tags | image | gpu | description,
 * each close to another entry by name.
 */
export const NEAR_DUPLICATES = `
jellyfin-10-9|Jellyfin 10.9|media-streaming|media-server,streaming,legacy|jellyfin/jellyfin:10.9.11|0|Jellyfin 10.9 for clients that do not support 10.10 yet.
jellyfin-vue|Jellyfin Vue|media-streaming|jellyfin,web-client,vue|ghcr.io/jellyfin/jellyfin-vue:unstable|0|A modern web client for Jellyfin built with Vue.js.
jellystat|Jellystat|media-management|jellyfin,statistics,monitoring|cyfershepard/jellystat:1.1|0|Statistics app for Jellyfin: playback history and user activity.
vaultwarden-backup|Vaultwarden Backup|backup|vaultwarden,backup,scheduled|bruceforce/vaultwarden-backup:latest|0|Scheduled encrypted backups of a Vaultwarden data folder.
immich-power-tools|Immich Power Tools|photos|immich,photos,tools|ghcr.io/varun-raj/immich-power-tools:latest|0|Power tools for Immich: manage people, merge faces and bulk-edit dates.
immich-kiosk|Immich Kiosk|photos|immich,photos,slideshow,digital-frame|ghcr.io/damongolding/immich-kiosk:latest|0|Slideshow of your Immich photos for kiosks and digital picture frames.
photoprism-arm|PhotoPrism (ARM64)|photos|photos,gallery,arm64,raspberry-pi|photoprism/photoprism:arm64|0|PhotoPrism built for ARM64 boards such as the Raspberry Pi 4 and 5.
gitea-mirror|Gitea Mirror|developer-tools|git,mirror,github-backup|ghcr.io/raylabshq/gitea-mirror:latest|0|Mirror your GitHub repositories to a self-hosted Gitea automatically.
pgadmin-desktop|pgAdmin (desktop mode)|databases|postgres,admin|dpage/pgadmin4:8.13|0|pgAdmin in single-user desktop mode without login.
postgres-exporter|Postgres Exporter|monitoring|postgres,prometheus,exporter,metrics|quay.io/prometheuscommunity/postgres-exporter:v0.16.0|0|Prometheus exporter for PostgreSQL server metrics.
redis-exporter|Redis Exporter|monitoring|redis,prometheus,exporter,metrics|oliver006/redis_exporter:v1.66.0|0|Prometheus exporter for Redis metrics.
ollama-webui-lite|Ollama WebUI Lite|chat-interfaces|chat,ui,ollama,minimalist|ghcr.io/ollama-webui/ollama-webui-lite:latest|0|Simplified, lightweight version of the Ollama web UI.
ollama-rocm|Ollama (AMD ROCm)|llm-inference|llm,inference,rocm,amd,gpu|ollama/ollama:rocm|1|Ollama built for AMD GPUs with ROCm.
ollama-cpu|Ollama (CPU only)|llm-inference|llm,inference,cpu,local|ollama/ollama:latest|0|Ollama without a GPU: small models on CPU nodes.
open-webui-cuda|Open WebUI (CUDA, bundled Ollama)|chat-interfaces|chat,ui,ollama,rag,gpu|ghcr.io/open-webui/open-webui:ollama|1|Open WebUI image with Ollama bundled in the same container, GPU-accelerated.
comfyui-manager|ComfyUI with Manager|image-generation|image-generation,stable-diffusion,comfyui,custom-nodes|ghcr.io/ai-dock/comfyui:latest-cuda|1|ComfyUI with ComfyUI-Manager to install custom nodes and models from the UI.
whisper-webui|Whisper WebUI|speech-audio|speech-to-text,whisper,subtitles,web-ui|jhj0517/whisper-webui:latest|1|Gradio web UI for Whisper: generate subtitles from files, YouTube or microphone.
subgen|Subgen|media-management|subtitles,whisper,jellyfin,plex|mccloud/subgen:latest|1|Automatic subtitle generation for Jellyfin, Plex and Emby with Whisper.
home-assistant-matter|Matter Server (Home Assistant)|home-automation|matter,thread,smart-home|ghcr.io/home-assistant-libs/python-matter-server:stable|0|Python Matter controller server used by Home Assistant.
nextcloud-talk-hpb|Nextcloud Talk High-Performance Backend|communication|nextcloud,video-conferencing,webrtc|ghcr.io/nextcloud-releases/aio-talk:latest|0|Signalling server and TURN for large Nextcloud Talk calls.
nextcloud-imaginary|Imaginary (Nextcloud previews)|files-sync|nextcloud,thumbnails,images|nextcloud/aio-imaginary:latest|0|Fast image processing service for Nextcloud preview generation.
stable-diffusion-webui-cpu|Stable Diffusion WebUI (CPU)|image-generation|image-generation,stable-diffusion,cpu|ghcr.io/abdbarho/stable-diffusion-webui-cpu:latest|0|AUTOMATIC1111 WebUI running on CPU: minutes per image, no GPU needed.
uptime-kuma-2|Uptime Kuma 2.0 (beta)|monitoring|uptime,status-page,beta|louislam/uptime-kuma:2.0.0-beta.0|0|The next major version of Uptime Kuma with MariaDB support.
n8n-worker|n8n Worker|automation|workflow-automation,queue-mode,worker|docker.n8n.io/n8nio/n8n:1.70.3|0|n8n worker for queue mode: scale executions horizontally with Redis.
paperless-ai|Paperless-AI|productivity|documents,ai,tagging,paperless|clusterzx/paperless-ai:latest|0|AI-powered extension for Paperless-ngx that tags and titles documents automatically.
paperless-gpt|paperless-gpt|productivity|documents,llm,ocr,paperless|icereed/paperless-gpt:latest|0|Uses LLMs to improve OCR and generate titles and tags for Paperless-ngx documents.
actual-budget-edge|Actual Budget (edge)|personal-finance|budgeting,edge|actualbudget/actual-server:edge|0|Nightly build of the Actual Budget server.
firefly-iii-importer|Firefly III Data Importer|personal-finance|finance,import,bank|fireflyiii/data-importer:version-1.5.7|0|Import transactions from banks and CSV files into Firefly III.
minio-console|MinIO Console|backup|object-storage,s3,web-ui|minio/console:v1.7.6|0|Management UI for MinIO servers.
keycloak-postgres|Keycloak + PostgreSQL|identity-sso|sso,oidc,postgres|quay.io/keycloak/keycloak:26.0|0|Keycloak preconfigured with an external PostgreSQL database for production.
grafana-alloy|Grafana Alloy|monitoring|opentelemetry,agent,metrics,logs|grafana/alloy:v1.5.0|0|OpenTelemetry collector distribution with Prometheus pipelines.
`;
