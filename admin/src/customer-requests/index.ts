export { RequestCreate } from './RequestCreate';
export { RequestEdit } from './RequestEdit';
export { RequestList } from './RequestList';
export { RequestPreview } from './RequestPreview';
