export { RequestCreate } from './create/RequestCreate';
export { RequestEdit } from './edit/RequestEdit';
export { RequestHome } from './list/RequestHome';
export { RequestList } from './list/RequestList';
export { RequestPreview } from './preview/RequestPreview';
