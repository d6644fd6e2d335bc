// The operator's publish token of the e2e studio: the web server starts with it, tests publish with it.
export const publishToken = process.env.E2E_PUBLISH_TOKEN ?? "e2e-publish-token";
