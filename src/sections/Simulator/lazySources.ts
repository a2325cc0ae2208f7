/** The simulator's « Choix de méthode » and « Textes et sources », hydrated once their code arrives (Simulator.tsx). */
import { createElement, Fragment } from 'react';
import { Methods } from './Methods';
import { Sources } from './Sources';

export { Sources } from './Sources';
export { Methods } from './Methods';

/** Both sections, in the page's order. */
export const SourcesAndMethods = () => createElement(Fragment, null, createElement(Methods), createElement(Sources));
