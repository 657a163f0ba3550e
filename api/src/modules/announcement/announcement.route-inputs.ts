import type { RouteInputs } from '../../shared/rest/route-input';
import { AnnouncementInput } from './announcement.inputs';

/** OpenAPI inputs of the announcement module's REST routes (see RouteInputs). */
export const announcementRouteInputs: RouteInputs = {
  'POST /api/admin/announcements': { body: AnnouncementInput },
  'PUT /api/admin/announcements/:id': { body: AnnouncementInput },
};
