// The Firebase Auth emulator (from firebase-tools) in its own process, started by server/auth/auth-emulator.ts.
// Its start is ~10 s of CPU (it compiles its API schema), so it runs beside the server instead of blocking
// it. Arguments: project id, port. Prints one line `ready` when it answers; exits when its parent goes.
//
// Its sign-in popup and relay iframe load scripts and styles from the internet (gapi from apis.google.com,
// material styles from unpkg and Google Fonts). So that the local run works offline, those two pages are
// rewritten on the way out: gapi becomes our stand-in (gapi-shim.js, served here at /__local/gapi.js) and
// the remote styles are dropped (the pages stay usable, unstyled).
'use strict';
const { readFileSync } = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { createApp } = require('firebase-tools/lib/emulator/auth/server.js');

const [projectId, port] = process.argv.slice(2);
process.on('disconnect', () => process.exit(0));
const shim = readFileSync(path.join(__dirname, 'gapi-shim.js'));

function offline(html) {
  return html
    .replace(/<script src="https:\/\/apis\.google\.com\/js\/api\.js"><\/script>/g, '<script src="/__local/gapi.js"></script>')
    .replace(/<link href="https:\/\/[^"]*" rel="stylesheet">/g, '')
    .replace(/<script src="https:\/\/[^"]*"><\/script>/g, '');
}

createApp(projectId)
  .then((app) => {
    const server = http.createServer((req, res) => {
      const url = req.url || '/';
      if (url.startsWith('/__local/gapi.js')) {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
        res.end(shim);
        return;
      }
      if (url.startsWith('/emulator/auth/iframe') || url.startsWith('/emulator/auth/handler')) {
        const end = res.end.bind(res);
        res.end = (chunk, ...rest) => {
          if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
            const text = offline(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
            if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(text));
            return end(text, ...rest.filter((arg) => typeof arg === 'function'));
          }
          return end(chunk, ...rest);
        };
      }
      app(req, res);
    });
    server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
    server.on('error', (err) => {
      process.stderr.write(`auth emulator: ${String(err)}\n`);
      process.exit(1);
    });
  })
  .catch((err) => {
    process.stderr.write(`auth emulator: ${String(err)}\n`);
    process.exit(1);
  });
