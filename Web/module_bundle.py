"""Bundles plain ES modules into one classic script: the one bundler behind the playground
page (Web/assemble.py) and the web package's file:// script (Web/package/standalone.py).

`bundle(root, entry)` follows the imports from `entry` (a path relative to `root`) and returns
an expression: an async function, called at once, whose promise settles on the entry
module's exports. Each module, in dependency order, becomes an async function (so a module
may use top-level `await`, and top-level names never clash) whose body is the module's text
and which returns the module's exports.

The accepted forms are deliberately few, and anything else stops the build with a message
rather than writing a broken bundle:
- `import { a, b as c } from "./x.js";` (one or several lines; relative paths only) and
  `import "./x.js";`;
- `export function|async function|class|const|let NAME` and `export { A, B };`;
- `import("./x.js")` (a dynamic import of a relative path written out), which becomes a
  promise of that module's exports: the module is bundled (and run) with the others;
- `import.meta.url`, which becomes `location.href` (an inlined module is never fetched).
The output is deterministic: the same sources give the same bytes.
"""
import os
import re
import sys

IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"(\.{1,2}/[^"]+)";[ \t]*$', re.M)
BARE_IMPORT = re.compile(r'^import\s*"(\.{1,2}/[^"]+)";[ \t]*$', re.M)
EXPORT_DECLARATION = re.compile(
    r'^export\s+(async\s+function|function|class|const|let)\s+(\w+)', re.M)
DYNAMIC_IMPORT = re.compile(r'\bimport\("(\.{1,2}/[^"]+)"\)')
EXPORT_LIST = re.compile(r'^export\s*\{([^}]*)\};[ \t]*$', re.M)


class BundleError(Exception):
    """A module uses a form the bundler does not accept, or the imports form a cycle."""


def _js_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _target(key, relative):
    return os.path.normpath(os.path.join(os.path.dirname(key), relative))


def _transform(key, text):
    """The module's text as a function body, and the names it exports."""

    def rewrite_import(match):
        names = [name.strip() for name in match.group(1).split(",") if name.strip()]
        bindings = [re.sub(r"^(\w+)\s+as\s+(\w+)$", r"\1: \2", name) for name in names]
        return ("const { " + ", ".join(bindings) + " } = modules["
                + _js_string(_target(key, match.group(2))) + "];")

    body = IMPORT.sub(rewrite_import, text)
    body = BARE_IMPORT.sub("", body)
    body = DYNAMIC_IMPORT.sub(
        lambda match: "Promise.resolve(modules[" + _js_string(_target(key, match.group(1))) + "])",
        body)
    exported = []

    def rewrite_declaration(match):
        exported.append(match.group(2))
        return match.group(1) + " " + match.group(2)

    def rewrite_list(match):
        exported.extend(part.strip() for part in match.group(1).split(",") if part.strip())
        return ""

    body = EXPORT_DECLARATION.sub(rewrite_declaration, body)
    body = EXPORT_LIST.sub(rewrite_list, body)
    body = body.replace("import.meta.url", "location.href")
    leftover = re.search(r'^\s*(import|export)\b.*$', body, re.M)
    if leftover:
        raise BundleError(f"{key}: unsupported module syntax: {leftover.group(0).strip()}")
    if "import.meta" in body:
        raise BundleError(f"{key}: unsupported use of import.meta")
    return body, exported


def bundle(root, entry):
    """The modules reachable from `entry` as one expression (see the module's summary)."""
    order, visiting, sources = [], set(), {}

    def visit(key):
        if key in sources:
            return
        if key in visiting:
            raise BundleError(f"import cycle through {key}")
        path = os.path.join(root, key)
        if not os.path.isfile(path):
            raise BundleError(f"missing module {key}")
        visiting.add(key)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        matches = sorted(list(IMPORT.finditer(text)) + list(BARE_IMPORT.finditer(text))
                         + list(DYNAMIC_IMPORT.finditer(text)), key=lambda match: match.start())
        for match in matches:
            visit(_target(key, match.group(match.lastindex)))
        visiting.discard(key)
        sources[key] = text
        order.append(key)

    visit(os.path.normpath(entry))
    parts = ['(async () => {\n"use strict";\nconst modules = {};']
    for key in order:
        body, exported = _transform(key, sources[key])
        parts.append(f"// {key}\nmodules[{_js_string(key)}] = await (async () => {{\n{body}\n"
                     f"return {{ {', '.join(exported)} }};\n}})();")
    parts.append(f"return modules[{_js_string(os.path.normpath(entry))}];\n}})()")
    return "\n".join(parts)


def bundle_or_exit(root, entry, program):
    """`bundle`, or one `program: message` line on stderr and exit status 1."""
    try:
        return bundle(root, entry)
    except (BundleError, OSError, UnicodeDecodeError) as error:
        sys.exit(f"{program}: {error}")
