import type { SeedDirectThread } from '../../fixtures/seed/direct-plan';
import { checkLink } from '../direct/link-preview';
import type { ItemPayload } from '../direct/serialize';
import type { Repos } from '../db/types';

/**
 * Writes the demo direct messages (fixtures/seed/direct-plan.ts; issue 13) in one transaction,
 * straight into the direct store: a fresh database has no sockets and no event log to feed.
 * `nowSeconds` is the seed's clock; item times are µs.
 */
export function applyDirectPlan(repos: Repos, threads: readonly SeedDirectThread[], nowSeconds: number): void {
  repos.transaction(() => {
    const id = (username: string): number => {
      const user = repos.users.byUsername(username);
      if (!user) throw new Error(`seed: unknown user ${username}`);
      return user.id;
    };
    for (const t of threads) {
      const creator = id(t.creator);
      const members = t.members.map(id);
      const oldest = Math.max(...t.messages.map((m) => m.ago), 0);
      const createdUs = (nowSeconds - oldest - 60) * 1_000_000;
      const isGroup = members.length > 1 || t.title !== '';
      const [only] = members;
      const thread = repos.direct.createThread({
        creatorId: creator,
        isGroup,
        pairKey: isGroup || only === undefined ? null : creator < only ? `${creator}:${only}` : `${only}:${creator}`,
        title: t.title,
        createdUs,
        lastActivityUs: createdUs,
      });
      repos.direct.addParticipant(thread.id, creator, 'active', createdUs);
      for (const [i, m] of members.entries()) repos.direct.addParticipant(thread.id, m, t.pendingFor.includes(t.members[i] ?? '') ? 'pending' : 'active', createdUs);
      if (isGroup) {
        const action: ItemPayload = { action: { kind: 'created' } };
        repos.direct.insertItem({ threadId: thread.id, userId: creator, itemType: 'action_log', payload: JSON.stringify(action), timestampUs: createdUs, mutationToken: null, imageKey: null });
      }
      const itemIds: number[] = [];
      for (const m of t.messages) {
        const us = (nowSeconds - m.ago) * 1_000_000;
        const item = repos.direct.insertItem({
          threadId: thread.id,
          userId: id(m.from),
          itemType: m.content.type,
          payload: JSON.stringify(payloadOf(repos, m.content)),
          timestampUs: us,
          mutationToken: null,
          imageKey: null,
        });
        itemIds.push(item.id);
        repos.direct.setLastActivity(thread.id, us);
        // A sender has seen their own message.
        repos.direct.setSeen(thread.id, item.userId, item.id, us);
      }
      for (const name of [t.creator, ...t.members]) {
        const count = t.seenCount[name] ?? t.messages.length;
        const itemId = itemIds[count - 1];
        const message = t.messages[count - 1];
        if (itemId !== undefined && message) repos.direct.setSeen(thread.id, id(name), itemId, (nowSeconds - message.ago) * 1_000_000);
      }
    }
  });
}

function payloadOf(repos: Repos, content: SeedDirectThread['messages'][number]['content']): ItemPayload {
  switch (content.type) {
    case 'text':
      return { text: content.text };
    case 'like':
      return {};
    case 'media_share': {
      const post = repos.posts.byShortcode(content.shortcode);
      if (!post) throw new Error(`seed: unknown post ${content.shortcode}`);
      return { post_id: post.id };
    }
    case 'link': {
      const link = checkLink(content.url);
      if (!link.ok) throw new Error(`seed: bad link ${content.url}`);
      return { link: { url: link.url, host: link.host, path: link.path, text: content.text } };
    }
  }
}
