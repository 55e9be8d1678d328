#!/usr/bin/env bash
# Sets up the peers' virtual environment (PyPI: pillow, opencv-python-headless, pyvips with
# pyvips-binary, skia-python, numpy), builds glass in release, and times the peers beside it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$here/.venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q --upgrade pip
    "$venv/bin/pip" install -q numpy pillow opencv-python-headless pyvips pyvips-binary skia-python
fi
(cd "$root" && swift build -c release --product glass >/dev/null && swift build -c release --product glass-bench >/dev/null)
OPENBLAS_NUM_THREADS=1 VIPS_CONCURRENCY=1 "$venv/bin/python" "$here/peers.py"
