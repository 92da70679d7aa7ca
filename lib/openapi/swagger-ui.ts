import "server-only";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Swagger UI from the npm package `swagger-ui-dist`, served by the app itself so /swagger works offline
 * (no CDN). Only the files the page uses are served, by exact name.
 */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
  "favicon-16x16.png": "image/png",
};

// `next start` runs from the project root; the package is not bundled, it is read from node_modules.
const DIST = path.join(process.cwd(), "node_modules", "swagger-ui-dist");

export async function readSwaggerAsset(file: string): Promise<{ body: Buffer; type: string } | undefined> {
  const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
  if (!type) return undefined;
  return { body: await fs.readFile(path.join(DIST, file)), type };
}

/** The page's own script: kept out of the HTML so a strict Content-Security-Policy can forbid inline scripts. */
export const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/swagger/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    persistAuthorization: true,
    displayRequestDuration: true,
    tryItOutEnabled: false,
    filter: true,
    docExpansion: "none",
    // Swagger UI otherwise sends the document to an online validator: nothing leaves this server.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: "BaseLayout",
  });
});
`;

export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API documentation · Community Platform</title>
  <link rel="stylesheet" href="/swagger/assets/swagger-ui.css">
  <link rel="icon" type="image/png" href="/swagger/assets/favicon-32x32.png" sizes="32x32">
  <style>body { margin: 0; } .cp-bar { font: 14px system-ui, sans-serif; padding: 10px 20px; background: #1b1b1b; color: #fff; } .cp-bar a { color: #9fd0ff; }</style>
</head>
<body>
  <div class="cp-bar">Community Platform API · <a href="/swagger/openapi.json">openapi.json</a> (OpenAPI 3.1) · Click <strong>Authorize</strong> and paste an API key to try requests.</div>
  <div id="swagger-ui"></div>
  <script src="/swagger/assets/swagger-ui-bundle.js"></script>
  <script src="/swagger/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/swagger/init.js"></script>
</body>
</html>
`;
