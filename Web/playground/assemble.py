#!/usr/bin/env python3
"""Assembles the self-contained playground page.

Usage: assemble.py PLAYGROUND_DIR SCRIPT PACKAGE_WASM BLOB_WASM SCENARIO_WASM OUTPUT_HTML

SCRIPT is the page's modules bundled by esbuild into one classic script
(scripts/build-web.sh). Replaces, in PLAYGROUND_DIR/playground.html:
  <link rel="stylesheet" href="playground.css">  -> an inline <style>
  <script type="module" src="main.js"></script>  -> SCRIPT, inline
  <script src="stickybadge-wasm.js"></script>     -> the three modules gzip-compressed, as base64:
                                                     the web package's (the badges) as
                                                     window.STICKYBADGE_WASM_BASE64, which the
                                                     package's runtime.js instantiates, and the
                                                     blob and scenario modules as
                                                     window.STICKYBADGE_WASM = {encoding: "gzip",
                                                     blob, scenario}; both are inflated with
                                                     DecompressionStream
and writes the result atomically to OUTPUT_HTML.
"""
import base64
import gzip
import os
import sys


def fail(message):
    sys.exit(f"error: assemble.py: {message}")


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror}")


def inlined(path):
    """The file's bytes gzip-compressed (mtime 0: the same module gives the same page), as base64."""
    try:
        with open(path, "rb") as f:
            return base64.b64encode(gzip.compress(f.read(), compresslevel=9, mtime=0)).decode("ascii")
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror}")


def main():
    playground_dir, script_path, package_path, blob_path, scenario_path, output = sys.argv[1:7]
    html = read(os.path.join(playground_dir, "playground.html"))
    css = read(os.path.join(playground_dir, "playground.css"))
    script = read(script_path)
    replacements = {
        '<link rel="stylesheet" href="playground.css">': "<style>\n" + css + "</style>",
        '<script src="stickybadge-wasm.js"></script>':
            '<script>window.STICKYBADGE_WASM_BASE64 = "' + inlined(package_path)
            + '";\nwindow.STICKYBADGE_WASM = {encoding: "gzip", blob: "' + inlined(blob_path)
            + '", scenario: "' + inlined(scenario_path) + '"};</script>',
        '<script type="module" src="main.js"></script>':
            "<script>\n" + script.replace("</script", "<\\/script") + "</script>",
    }
    for marker, replacement in replacements.items():
        if html.count(marker) != 1:
            fail(f"expected exactly one {marker!r} in playground.html")
        html = html.replace(marker, replacement)
    temporary = output + ".tmp"
    try:
        with open(temporary, "w", encoding="utf-8") as f:
            f.write(html)
        os.replace(temporary, output)
    except OSError as error:
        fail(f"cannot write {output}: {error.strerror}")


if __name__ == "__main__":
    main()
