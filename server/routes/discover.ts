import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireLocationDirectoryResponse } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { visibleUserById } from '../domain/people';
import { requireViewer } from '../domain/visibility';
import { DIRECTORY_PAGE } from '../graphql/discover-queries';
import type { ActionLimit } from '../http/action-limits';
import { notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { formText, parseInput } from '../http/validate';

/**
 * 001 §7 Discover: dismissing suggestions (chaining_dismiss {target_id, chaining_user_id},
 * aysf_dismiss {target_id}), mark_su_seen, following hashtags, and the locations directory
 * ("POST with {page} to the locations path plus a segment").
 */
const ChainingDismiss = z.object({ target_id: formText, chaining_user_id: formText });
const AysfDismiss = z.object({ target_id: formText });
const Page = z.object({ page: formText.optional() });

function pageNumber(raw: string | undefined): number {
  const n = raw === undefined || raw === '' ? 1 : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function discoverRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;
  const mutation = (
    path: string,
    change: (viewerId: number, body: unknown, params: Record<string, string>) => void,
    limit: ActionLimit = ctx.actionLimits.reactions,
  ) => {
    app.post<{ Params: Record<string, string> }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => {
        change(viewer.id, req.body, req.params);
        return ok();
      }, limit);
    });
  };

  mutation('/web/discover/chaining_dismiss/', (viewerId, body) => {
    const b = parseInput(ChainingDismiss, body);
    const target = visibleUserById(ctx, viewerId, b.target_id);
    const chaining = visibleUserById(ctx, viewerId, b.chaining_user_id);
    repos.discover.dismiss(viewerId, target.id, chaining.id, nowSeconds(ctx));
  });
  mutation('/web/discover/aysf_dismiss/', (viewerId, body) => {
    const target = visibleUserById(ctx, viewerId, parseInput(AysfDismiss, body).target_id);
    repos.discover.dismiss(viewerId, target.id, 0, nowSeconds(ctx));
  });
  mutation('/web/discover/mark_su_seen/', (viewerId) => {
    repos.activity.markSuggestionsSeen(viewerId, nowSeconds(ctx));
  });
  mutation('/web/tags/follow/:name/', (viewerId, _body, params) => {
    const tag = repos.hashtags.byName(params['name'] ?? '');
    if (!tag) throw notFound();
    repos.hashtags.follow(viewerId, tag.id, nowSeconds(ctx));
  }, ctx.actionLimits.relationships);
  mutation('/web/tags/unfollow/:name/', (viewerId, _body, params) => {
    const tag = repos.hashtags.byName(params['name'] ?? '');
    if (!tag) throw notFound();
    repos.hashtags.unfollow(viewerId, tag.id);
  }, ctx.actionLimits.relationships);

  const directory = (segment: string | undefined, page: number): WireLocationDirectoryResponse => {
    const offset = (page - 1) * DIRECTORY_PAGE;
    const answer: WireLocationDirectoryResponse = {
      status: 'ok',
      country_info: null,
      city_info: null,
      country_list: [],
      city_list: [],
      location_list: [],
      next_page: null,
    };
    const more = <T>(rows: T[]): T[] => {
      answer.next_page = rows.length > DIRECTORY_PAGE ? page + 1 : null;
      return rows.slice(0, DIRECTORY_PAGE);
    };
    if (segment === undefined) {
      answer.country_list = more(repos.discover.countries(offset, DIRECTORY_PAGE + 1));
      return answer;
    }
    const city = /^c(\d{1,15})$/.exec(segment);
    if (city) {
      const info = repos.discover.city(Number(city[1]));
      if (!info) throw notFound();
      const { countryCode, ...cityInfo } = info;
      answer.city_info = cityInfo;
      answer.country_info = repos.discover.country(countryCode) ?? null;
      answer.location_list = more(repos.discover.placesInCity(Number(city[1]), offset, DIRECTORY_PAGE + 1));
      return answer;
    }
    const country = repos.discover.country(segment.toUpperCase());
    if (!country) throw notFound();
    answer.country_info = country;
    answer.city_list = more(repos.discover.cities(country.id, offset, DIRECTORY_PAGE + 1));
    return answer;
  };
  app.post('/explore/locations/', async (req) => directory(undefined, pageNumber(parseInput(Page, req.body).page)));
  app.post<{ Params: { segment: string } }>('/explore/locations/:segment/', async (req) =>
    directory(req.params.segment, pageNumber(parseInput(Page, req.body).page)),
  );
}
