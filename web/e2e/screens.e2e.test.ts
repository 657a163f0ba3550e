import { screensSuite } from './screens';
import { useAppAndBrowser } from './fixture';

const e2e = useAppAndBrowser();

screensSuite(() => e2e);
