// /masuk404/ shows the dashboard as /masuk404/dashboard does.
export { default } from './dashboard/page';
