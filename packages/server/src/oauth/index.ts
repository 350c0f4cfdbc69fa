// The local instance as an OAuth 2.0 authorization server (issue 20); see routes.ts.
export { type OAuthRoutesOptions, oauthRoutes } from './routes.js';
