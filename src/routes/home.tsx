import type { RouteModule } from './route-module';
import { contentPage } from '../composition/sections';

/** `/`, `/de-lu`, `/en-gb`: the CMS home story. */
const home: RouteModule<'home'> = ({ locale, path }) => contentPage(locale, [], path);
export default home;
