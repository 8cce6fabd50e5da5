#!/usr/bin/env bash
# Installs what actionjs needs to build and test, beyond the Swift toolchain:
# gumbo (HTML parser) and JavaScriptCore (the WebKitGTK build). Idempotent and quick when all
# is present; asks apt-get for nothing then.
set -euo pipefail

packages=(libgumbo-dev libjavascriptcoregtk-4.1-dev)
# Tests only: the report-format tests validate SARIF output with Python's jsonschema and JUnit
# XML with xmllint (Tests/ActionJSCLITests/Output/Validation/).
packages+=(python3-jsonschema libxml2-utils)
# Real DOM-heavy libraries run as extension scripts, loaded from their installed paths (never
# copied in): Turndown (HTML to Markdown) and DOMPurify, for Scripts/bench-libraries.sh and
# their sweeps. Small (pure JavaScript, no Node needed to load them).
packages+=(node-turndown node-dompurify)
# `--bench`: also jsdom, the reference of the side-by-side benchmarks (Scripts/bench-dom.sh,
# bench-validate.sh and bench-libraries.sh install it themselves when it is missing).
if [ "${1:-}" = "--bench" ]; then packages+=(node-jsdom); fi

if ! command -v swift >/dev/null 2>&1; then
  echo "bootstrap: the Swift toolchain (6.0 or later) is not on PATH; install it from swift.org first." >&2
  exit 1
fi

if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  missing=()
  for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    echo "bootstrap: ${packages[*]} already installed."
    exit 0
  fi
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "bootstrap: need root to install: ${missing[*]}" >&2
      exit 1
    fi
  fi
  echo "bootstrap: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  exit 0
fi

case "$(uname -s)" in
  Darwin)
    cat >&2 <<'MSG'
bootstrap: no apt-get here. On macOS install gumbo with Homebrew:
    brew install gumbo-parser pkg-config
JavaScriptCore ships with the system (JavaScriptCore.framework); nothing to install for it.
MSG
    ;;
  *)
    cat >&2 <<'MSG'
bootstrap: no apt-get here. Install, with your system's package manager:
    gumbo 0.10 or later, with its pkg-config file (gumbo.pc)            (Debian: libgumbo-dev)
    JavaScriptCore from WebKitGTK, pkg-config name javascriptcoregtk-4.1 (Debian: libjavascriptcoregtk-4.1-dev)
MSG
    ;;
esac
exit 1
