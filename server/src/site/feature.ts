import type { Feature } from '../platform/lifecycle';
import { registerCrawlerRoutes } from './crawlers';
import { registerSiteRoutes } from './routes';

/** What the web app reads before anything else (its config), and the pages crawlers get. */
export const siteFeature: Feature = {
  name: 'site',
  async routes(api, ctx) {
    await registerSiteRoutes(api, ctx);
    await registerCrawlerRoutes(api, ctx);
  },
};
