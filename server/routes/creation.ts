import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { configureRoutes } from './configure';
import { configureIgtvRoutes } from './configure-igtv';
import { configureStoryRoutes } from './configure-story';
import { locationSearchRoutes } from './location-search';
import { postManageRoutes } from './post-manage';
import { profilePictureRoutes } from './profile-picture';

/** 001 §7 Creation and upload (besides the rupload routes), post edit/delete, profile picture. */
export function creationRoutes(app: FastifyInstance, ctx: AppContext): void {
  configureRoutes(app, ctx);
  configureStoryRoutes(app, ctx);
  configureIgtvRoutes(app, ctx);
  postManageRoutes(app, ctx);
  locationSearchRoutes(app, ctx);
  profilePictureRoutes(app, ctx);
}
