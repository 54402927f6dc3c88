#!/usr/bin/env python3
"""Assembles the self-contained playground page.

Usage: assemble.py WEB_DIR PACKAGE_WASM BLOB_WASM SCENARIO_WASM OUTPUT_HTML

Replaces, in WEB_DIR/playground/playground.html:
  <link rel="stylesheet" href="playground.css">  -> an inline <style>
  <script type="module" src="main.js"></script>
                                                  -> an inline classic <script>: the page's ES
                                                     modules (Web/playground/*.js and the web
                                                     package's modules they import) bundled
  <script src="stickybadge-wasm.js"></script>     -> the three modules gzip-compressed, as base64:
                                                     the web package's (the badges) as
                                                     window.STICKYBADGE_WASM_BASE64, which the
                                                     package's runtime.js instantiates, and the
                                                     blob and scenario modules as
                                                     window.STICKYBADGE_WASM = {encoding: "gzip",
                                                     blob, scenario}; both are inflated with
                                                     DecompressionStream
and writes the result atomically to OUTPUT_HTML.

The modules are bundled by Web/module_bundle.py, the bundler the web package's file://
script uses too.
"""
import base64
import gzip
import os
import sys

import module_bundle

ENTRY = "playground/main.js"


def fail(message):
    sys.exit(f"assemble.py: {message}")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def main():
    web_dir, package_path, blob_path, scenario_path, output = sys.argv[1:6]
    html = read(os.path.join(web_dir, "playground", "playground.html"))
    css = read(os.path.join(web_dir, "playground", "playground.css"))
    js = module_bundle.bundle_or_exit(web_dir, ENTRY, "assemble.py") + ";\n"
    modules = {}
    for name, path in (("package", package_path), ("blob", blob_path), ("scenario", scenario_path)):
        with open(path, "rb") as f:
            # mtime=0: the same module always gives the same page.
            packed = gzip.compress(f.read(), compresslevel=9, mtime=0)
            modules[name] = base64.b64encode(packed).decode("ascii")
    replacements = {
        '<link rel="stylesheet" href="playground.css">': "<style>\n" + css + "</style>",
        '<script src="stickybadge-wasm.js"></script>':
            '<script>window.STICKYBADGE_WASM_BASE64 = "' + modules["package"]
            + '";\nwindow.STICKYBADGE_WASM = {encoding: "gzip", blob: "' + modules["blob"]
            + '", scenario: "' + modules["scenario"] + '"};</script>',
        '<script type="module" src="main.js"></script>':
            "<script>\n" + js.replace("</script", "<\\/script") + "</script>",
    }
    for marker, replacement in replacements.items():
        if html.count(marker) != 1:
            fail(f"expected exactly one {marker!r} in playground.html")
        html = html.replace(marker, replacement)
    temporary = output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(html)
    os.replace(temporary, output)


if __name__ == "__main__":
    main()
