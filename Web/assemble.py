#!/usr/bin/env python3
"""Assembles the self-contained playground page.

Usage: assemble.py WEB_DIR CORE_WASM SCENARIO_WASM OUTPUT_HTML

Replaces, in WEB_DIR/playground.html:
  <link rel="stylesheet" href="playground.css">  -> an inline <style>
  <script src="playground.js"></script>           -> an inline <script>
  <script src="package/src/configuration-table.js"></script>
                                                  -> the web package's table reader, inline, as a
                                                     classic script (its `export` dropped)
  <script src="stickybadge-wasm.js"></script>     -> both modules gzip-compressed, as base64
                                                     (window.STICKYBADGE_WASM = {encoding: "gzip",
                                                     core, scenario}; the page inflates them with
                                                     DecompressionStream)
and writes the result atomically to OUTPUT_HTML.
"""
import base64
import gzip
import os
import sys


def main():
    web_dir, core_path, scenario_path, output = sys.argv[1:5]
    with open(os.path.join(web_dir, "playground.html"), encoding="utf-8") as f:
        html = f.read()
    with open(os.path.join(web_dir, "playground.css"), encoding="utf-8") as f:
        css = f.read()
    with open(os.path.join(web_dir, "playground.js"), encoding="utf-8") as f:
        js = f.read()
    with open(os.path.join(web_dir, "package", "src", "configuration-table.js"), encoding="utf-8") as f:
        table_reader = f.read().replace("export function ", "function ")
    modules = {}
    for name, path in (("core", core_path), ("scenario", scenario_path)):
        with open(path, "rb") as f:
            # mtime=0: the same module always gives the same page.
            packed = gzip.compress(f.read(), compresslevel=9, mtime=0)
            modules[name] = base64.b64encode(packed).decode("ascii")
    replacements = {
        '<link rel="stylesheet" href="playground.css">': "<style>\n" + css + "</style>",
        '<script src="stickybadge-wasm.js"></script>':
            '<script>window.STICKYBADGE_WASM = {encoding: "gzip", core: "' + modules["core"]
            + '", scenario: "' + modules["scenario"] + '"};</script>',
        '<script src="package/src/configuration-table.js"></script>':
            "<script>\n" + table_reader.replace("</script", "<\\/script") + "</script>",
        '<script src="playground.js"></script>': "<script>\n" + js.replace("</script", "<\\/script") + "</script>",
    }
    for marker, replacement in replacements.items():
        if html.count(marker) != 1:
            sys.exit(f"assemble.py: expected exactly one {marker!r} in playground.html")
        html = html.replace(marker, replacement)
    temporary = output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(html)
    os.replace(temporary, output)


if __name__ == "__main__":
    main()
