import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { SearchSynonymsService } from '../src/admin/search-synonyms/search-synonyms.service.js';

type ListBody = { templates: { slug: string }[]; pagination: { total: number } };
type Group = { id: string; terms: string[]; default_key: string | null };

/**
 * Issue 39 (docs/search.md, "Compound words" and "Synonyms"): a name written joined or split finds the template
 * (`pihole` Pi-hole, `word press` WordPress, `selfhosted` "self-hosted"), and the default synonym groups shipped as
 * data (default-synonyms.json) are applied at start by key, while an administrator's edit or delete wins. Same
 * file, same expectations on PostgreSQL and on PGlite.
 */
describe('catalog search: compound words and default synonyms', () => {
  let hub: TestHub;
  let admin: string;
  let member: string;
  const path = '/api/v1/admin/search-synonyms';

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const apps = await fx.category({ slug: 'apps', name: 'Applications' });
    const t = (slug: string, name: string, description: string, tags: string[] = []) =>
      fx.template({ category_id: apps.id, slug, name, description, tags });
    await t('pihole', 'Pi-hole', 'Network-wide ad blocking via your own DNS server', ['dns']);
    await t('pihole-exporter', 'Pi-hole Exporter', 'Prometheus metrics of a Pi-hole', ['metrics']);
    await t('uptime-kuma', 'Uptime Kuma', 'Monitoring of websites and services', ['uptime']);
    await t('nginx-proxy-manager', 'Nginx Proxy Manager', 'Reverse proxy with a web interface', ['proxy']);
    await t('wordpress', 'WordPress', 'Blogs and websites', ['cms']);
    await t('open-webui', 'Open WebUI', 'Chat interface for local models', ['chat', 'ui']);
    await t('gitea', 'Gitea', 'A painless self-hosted Git service', ['git']);
    await t('holes', 'Hole Digger', 'Digs a hole next to a pie', ['pi']);
    admin = (await fx.signIn('admin@demo.local')).token;
    member = (await fx.signIn('bob@demo.local')).token;
  });
  afterAll(() => hub.close());

  const search = async (text: string): Promise<string[]> =>
    (
      (await hub.http.get(`/api/v1/catalog/templates?search=${encodeURIComponent(text)}`).expect(200)).body as ListBody
    ).templates.map((x) => x.slug);
  const groups = async (): Promise<Group[]> =>
    (await hub.http.get(path).set('authorization', `Bearer ${admin}`).expect(200)).body.synonyms as Group[];
  const group = async (key: string): Promise<Group | undefined> => (await groups()).find((g) => g.default_key === key);
  const reapply = () => hub.app.get(SearchSynonymsService).onApplicationBootstrap();

  describe('compound words', () => {
    it('joins: a name written as one word finds the hyphenated or two-word name, the exact one first', async () => {
      expect(await search('pihole')).toEqual(['pihole', 'pihole-exporter']);
      expect(await search('uptimekuma')).toEqual(['uptime-kuma']);
      expect(await search('openwebui')).toEqual(['open-webui']);
      // Three words joined.
      expect(await search('nginxproxymanager')).toEqual(['nginx-proxy-manager']);
      // As it is typed: the last word a prefix.
      expect(await search('uptimek')).toEqual(['uptime-kuma']);
    });

    it('joins typed words: two words find the name written as one', async () => {
      expect(await search('word press')).toEqual(['wordpress']);
      expect(await search('open web ui')).toEqual(['open-webui']);
      // Still AND when not joined: both words anywhere.
      expect(await search('kuma monitoring')).toEqual(['uptime-kuma']);
    });

    it('splits an unknown word into two words that stand side by side in a template', async () => {
      expect(await search('webinterface')).toEqual(['nginx-proxy-manager']);
      expect(await search('prometheusmetrics')).toEqual(['pihole-exporter']);
      expect(await search('selfhosted git')).toEqual(['gitea']);
      // Side by side and in this order only: "a hole next to a pie" is not "holepie".
      expect(await search('holepie')).toEqual([]);
      expect(await search('zzzqqqxxx')).toEqual([]);
    });
  });

  describe('default synonyms', () => {
    it('are shipped as data and applied at start: the field’s phrasings find templates', async () => {
      const chat = await group('chat-ui');
      expect(chat?.terms).toEqual(expect.arrayContaining(['chat ui', 'chatgpt alternative']));
      expect(await search('chatgpt alternative')).toEqual(['open-webui']);
      expect(await search('"dns sinkhole"')).toEqual(['pihole']);
      // Split as "ad block", which the document holds by its stems ("ad blocking").
      expect(await search('adblock')).toEqual(['pihole']);
    });

    it('are edited by admins only; an edit or a delete survives the next start', async () => {
      const chat = (await group('chat-ui'))!;
      await hub.http
        .put(path)
        .set('authorization', `Bearer ${member}`)
        .send({ id: chat.id, terms: ['chatgpt alternative', 'wordpress'] })
        .expect(403);
      await hub.http
        .put(path)
        .send({ id: chat.id, terms: ['chatgpt alternative', 'wordpress'] })
        .expect(401);
      await hub.http
        .put(path)
        .set('authorization', `Bearer ${admin}`)
        .send({ id: chat.id, terms: ['chatgpt alternative', 'wordpress'] })
        .expect(200);
      expect(await search('chatgpt alternative')).toEqual(['wordpress']);
      await reapply();
      expect((await group('chat-ui'))?.terms).toEqual(['chatgpt alternative', 'wordpress']);
      expect(await search('chatgpt alternative')).toEqual(['wordpress']);

      const sinkhole = (await group('ad-blocker'))!;
      await hub.http.delete(`${path}?id=${sinkhole.id}`).set('authorization', `Bearer ${member}`).expect(403);
      await hub.http.delete(`${path}?id=${sinkhole.id}`).set('authorization', `Bearer ${admin}`).expect(204);
      // Quoted: one phrase, no fallback to any of its words.
      expect(await search('"dns sinkhole"')).toEqual([]);
      await reapply();
      expect(await group('ad-blocker')).toBeUndefined();
    });

    it('a default not yet applied is added, and a shipped change reaches a group nobody edited', async () => {
      const vram = (await group('vram'))!;
      // As a database from before that default: neither the group nor the record of it.
      await hub.db.query('DELETE FROM search_synonyms WHERE id = $1', [vram.id]);
      await hub.db.query(`DELETE FROM search_synonym_defaults WHERE key = 'vram'`);
      await reapply();
      expect((await group('vram'))?.terms).toEqual(vram.terms);

      // As a database that applied an older version of the `k8s` group, unedited since.
      await hub.db.query(`UPDATE search_synonym_defaults SET terms = '{k8s,kube}' WHERE key = 'k8s'`);
      await hub.db.query(`UPDATE search_synonyms SET terms = '{k8s,kube}' WHERE default_key = 'k8s'`);
      await reapply();
      expect((await group('k8s'))?.terms).toEqual(['k8s', 'kubernetes']);
    });
  });
});
