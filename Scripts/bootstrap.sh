#!/usr/bin/env bash
# Installs what actionjs needs to build and test, beyond the Swift toolchain: JavaScriptCore
# (the WebKitGTK build), and tools the tests use. Idempotent and quick when all is present; asks
# apt-get for nothing then. (The HTML parser is our own, in Swift: no parser library.)
set -euo pipefail

packages=(libjavascriptcoregtk-4.1-dev)
# Tests only: the report-format tests validate SARIF output with Python's jsonschema and JUnit
# XML with xmllint (Tests/ActionJSCLITests/Output/Validation/).
packages+=(python3-jsonschema libxml2-utils)
# Real DOM-heavy libraries run as extension scripts, loaded from their installed paths (never
# copied in): Turndown (HTML to Markdown) and DOMPurify, for Scripts/bench-libraries.sh and
# their sweeps. Small (pure JavaScript, no Node needed to load them).
packages+=(node-turndown node-dompurify)
# `--bench`: also the references of the side-by-side benchmarks: jsdom (Scripts/bench-dom.sh,
# bench-validate.sh and bench-libraries.sh install it themselves when it is missing) and gumbo,
# the C parser actionjs-bench compares ours with (compiled into the benchmark only when its
# header is installed: Package.swift).
if [ "${1:-}" = "--bench" ]; then packages+=(node-jsdom libgumbo-dev); fi

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
bootstrap: no apt-get here. On macOS, JavaScriptCore ships with the system
(JavaScriptCore.framework); nothing to install for it.
MSG
    ;;
  *)
    cat >&2 <<'MSG'
bootstrap: no apt-get here. Install, with your system's package manager:
    JavaScriptCore from WebKitGTK, pkg-config name javascriptcoregtk-4.1 (Debian: libjavascriptcoregtk-4.1-dev)
MSG
    ;;
esac
exit 1
