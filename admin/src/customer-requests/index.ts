export { RequestCreate } from './RequestCreate';
export { RequestEdit } from './RequestEdit';
export { RequestHome } from './RequestHome';
export { RequestList } from './RequestList';
export { RequestPreview } from './RequestPreview';
