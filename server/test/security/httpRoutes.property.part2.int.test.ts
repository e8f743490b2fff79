// Part 2 of the hostile-input property tests over every HTTP route (see httpRoutesFuzz.ts).
import { describeHostileRoutes } from './httpRoutesFuzz';

describeHostileRoutes(1);
