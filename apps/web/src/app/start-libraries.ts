/**
 * First stage of a server-rendered page's start (main.tsx): React, React DOM and the router,
 * evaluated in a task of their own. Nothing here runs before the app asks for it.
 */
export { hydrateRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router/dom';
