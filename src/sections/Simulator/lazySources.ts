/** The simulator's « Textes et sources », hydrated once its code arrives (Simulator.tsx). */
export { Sources } from './Sources';
