/**
 * Exposed as ./app: the single-spa lifecycles the shell mounts (docs/architecture.md section 1). The shell
 * passes the element to mount into as the `domElement` prop.
 */
import './zod-jitless';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Root } from './Root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <div role="alert" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
