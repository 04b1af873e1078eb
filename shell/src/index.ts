// No async boundary: every module the shell shares is `eager` (scripts/webpack/federation.cjs), so
// the share scope is ready when main.js runs and the layout starts one request earlier (the
// boundary cost a round trip before the remote could even be requested).
import './bootstrap';
