/**
 * A page the network could not bring what it needs (no connection, a data file this device never
 * kept): the route's error page shows the offline words then (components/RouteError), and it is no
 * error to report in the console (main.tsx). This module is all the entry holds of it: the name.
 */
export const unreachable = 'Unreachable';
