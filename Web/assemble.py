#!/usr/bin/env python3
"""Assembles the self-contained playground page.

Usage: assemble.py WEB_DIR CORE_WASM SCENARIO_WASM OUTPUT_HTML

Replaces, in WEB_DIR/playground.html:
  <link rel="stylesheet" href="playground.css">  -> an inline <style>
  <script type="module" src="playground/main.js"></script>
                                                  -> an inline classic <script>: the page's ES
                                                     modules (Web/playground/*.js and the web
                                                     package's modules they import) bundled
  <script src="stickybadge-wasm.js"></script>     -> both modules gzip-compressed, as base64
                                                     (window.STICKYBADGE_WASM = {encoding: "gzip",
                                                     core, scenario}; the page inflates them with
                                                     DecompressionStream)
and writes the result atomically to OUTPUT_HTML.

The bundle is deterministic and plain: each module, in dependency order (imports first, then
in import order), becomes a function whose body is the module's text with its `export`
keywords dropped and which returns its exports; each `import { a, b as c } from "./x.js";`
becomes `const { a, b: c } = modules["x.js"];`. Only these forms are accepted (named imports
of relative paths; `export function`, `export async function`, `export const`, `export class`):
anything else, or an import cycle, stops the build with a message.
"""
import base64
import gzip
import os
import re
import sys

IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"(\.{1,2}/[^"]+)";[ \t]*$', re.M)
EXPORT = re.compile(r'^export (async function|function|const|class) (\w+)', re.M)
ENTRY = "playground/main.js"


def fail(message):
    sys.exit(f"assemble.py: {message}")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def bundle(web_dir):
    """The modules reachable from ENTRY as one classic script."""
    order = []
    visiting = set()
    sources = {}

    def visit(key):
        if key in sources:
            return
        if key in visiting:
            fail(f"import cycle through {key}")
        visiting.add(key)
        text = read(os.path.join(web_dir, key))
        for match in IMPORT.finditer(text):
            visit(os.path.normpath(os.path.join(os.path.dirname(key), match.group(2))))
        visiting.discard(key)
        sources[key] = text
        order.append(key)

    visit(ENTRY)
    parts = ['"use strict";', "const modules = {};"]
    for key in order:
        text = sources[key]

        def rewrite_import(match):
            target = os.path.normpath(os.path.join(os.path.dirname(key), match.group(2)))
            names = [name.strip() for name in match.group(1).split(",") if name.strip()]
            bindings = [re.sub(r"^(\w+)\s+as\s+(\w+)$", r"\1: \2", name) for name in names]
            return "const { " + ", ".join(bindings) + " } = modules[" + repr_js(target) + "];"

        text = IMPORT.sub(rewrite_import, text)
        exported = [match.group(2) for match in EXPORT.finditer(text)]
        text = EXPORT.sub(lambda match: match.group(1) + " " + match.group(2), text)
        for line in text.splitlines():
            if re.match(r"\s*(import|export)\b", line):
                fail(f"{key}: unsupported module syntax: {line.strip()}")
        parts.append(f"// {key}\nmodules[{repr_js(key)}] = (() => {{\n{text}\n"
                     f"return {{ {', '.join(exported)} }};\n}})();")
    return "(() => {\n" + "\n".join(parts) + "\n})();\n"


def repr_js(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    web_dir, core_path, scenario_path, output = sys.argv[1:5]
    html = read(os.path.join(web_dir, "playground.html"))
    css = read(os.path.join(web_dir, "playground.css"))
    js = bundle(web_dir)
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
        f'<script type="module" src="{ENTRY}"></script>':
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
