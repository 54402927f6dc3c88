#!/usr/bin/env bash
# Builds the DocC documentation of the StickyBadge core on Linux, from symbol graphs, with
# the toolchain's `docc`, and fails on any warning, on any public symbol without a doc
# comment, on a public type not curated in the catalogue's topic groups (the core's door:
# everything else is behind `@_spi(Hosting)`), on a relative link in README.md or Docs/ (its
# subfolders too) to a missing file, or on a source file whose header says it is not built
# where the manifest builds it (every target is built on Linux, the Apple adapters against the
# model), on a budget quoted in the docs that is not scripts/budgets.txt's, on a step of
# scripts/test.sh its header does not describe (or one it describes and does not run); and
# fails when a file written from the configuration tables (Docs/Configuration.md, the web
# package's knob declarations, table and tuning fields, the fuzzers' dictionary) is out of
# date (`stickybadge-knobs --check`), or when the knob recipe (Docs/Configuration.md, "Adding
# a knob") is not what adding a knob takes. Prints `N passed, N failed` last.
#
#   scripts/check-docs.sh            # check only
#   DOCS_OUT=/tmp/docs scripts/check-docs.sh   # also keep the built archive there
set -uo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
scratch="${DOCS_SCRATCH:-$root/.build/check-docs}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
graphs="$work/symbol-graphs"
out="${DOCS_OUT:-$work/StickyBadge.doccarchive}"
mkdir -p "$graphs"

. "$root/scripts/lib/checks.sh"

for tool in swift docc python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    fail "'$tool' is not on PATH (docc ships with the Swift toolchain; python3 with Debian)"
    finish
  fi
done

# 1. Symbol graph of the core module (public symbols only, the documented surface).
if swift build --scratch-path "$scratch" --target StickyBadge \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  >"$work/build.log" 2>&1 && [ -f "$graphs/StickyBadge.symbols.json" ]; then
  pass "symbol graph of StickyBadge built"
else
  tail -30 "$work/build.log"
  fail "symbol graph of StickyBadge built"
  finish
fi
# Extension graphs of other modules (StickyBadge@Swift...) are not part of this catalog.
find "$graphs" -name '*@*.symbols.json' -delete

# 2. Every public symbol declared in the source has a doc comment with a summary line.
check_python "every public symbol has a doc comment" "$graphs/StickyBadge.symbols.json" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
missing = []
for symbol in graph["symbols"]:
    if "location" not in symbol:          # synthesized (Hashable, RawRepresentable, ...)
        continue
    lines = [l.get("text", "") for l in symbol.get("docComment", {}).get("lines", [])]
    if not lines or not lines[0].strip():
        where = symbol["location"]
        path = where["uri"].split("/Sources/")[-1]
        missing.append(f'{path}:{where["position"]["line"] + 1}: {".".join(symbol["pathComponents"])}')
for entry in sorted(missing):
    print("missing doc comment:", entry)
print(f"{len(graph['symbols'])} public symbols, {len(missing)} without a doc comment")
sys.exit(1 if missing else 0)
PY

# 3. The catalog converts without a single warning.
rm -rf "$out"
docc convert Sources/StickyBadge/StickyBadge.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name StickyBadge --fallback-bundle-identifier org.stickybadge.StickyBadge \
  --output-dir "$out" --warnings-as-errors >"$work/docc.log" 2>&1
status=$?
if [ "$status" -eq 0 ] && ! grep -qiE "warning|error" "$work/docc.log"; then
  pass "docc convert with --warnings-as-errors: no diagnostics"
else
  cat "$work/docc.log"
  fail "docc convert with --warnings-as-errors (exit $status)"
fi

# 3b. The door: the core's public (non-SPI) types are exactly those curated in the topic groups
# of the catalogue's landing page, so a new public type is placed there deliberately (or put
# behind `@_spi(Hosting)`, which the symbol graph leaves out). A curated name that is not
# public already fails the conversion above.
check_python "the public types are the ones curated in StickyBadge.md" "$graphs/StickyBadge.symbols.json" \
  Sources/StickyBadge/StickyBadge.docc/StickyBadge.md <<'PY'
import json, re, sys
graph = json.load(open(sys.argv[1]))
kinds = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias"}
public = {s["pathComponents"][0] for s in graph["symbols"]
          if s["kind"]["identifier"] in kinds and len(s["pathComponents"]) == 1}
topics = open(sys.argv[2], encoding="utf-8").read().split("## Topics", 1)[-1]
curated = set(re.findall(r"^- ``([A-Za-z]+)``$", topics, re.M))
for name in sorted(public - curated):
    print(f"public type not in the topic groups of StickyBadge.md: {name}")
print(f"{len(public)} public types, {len(curated)} curated")
sys.exit(1 if public - curated else 0)
PY

# 4. The articles are in the archive.
for page in stickybadge gettingstartedinuikit gettingstartedinswiftui tuningthefeel howtheoutlineisbuilt; do
  if [ -f "$out/data/documentation/stickybadge.json" ] && \
     { [ "$page" = stickybadge ] || [ -f "$out/data/documentation/stickybadge/$page.json" ]; }; then
    pass "page $page rendered"
  else
    fail "page $page rendered"
  fi
done

# 5. Every relative link in the README and Docs/ (subfolders too) names a file of the repository.
check_python "every relative link in README.md and Docs/**/*.md names a file" <<'PY'
import glob, os, re
broken = []
for page in ["README.md"] + sorted(glob.glob("Docs/**/*.md", recursive=True)):
    text = open(page, encoding="utf-8").read()
    for target in re.findall(r"\]\(([^)\s]+)\)|src=\"([^\"]+)\"", text):
        target = target[0] or target[1]
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = os.path.normpath(os.path.join(os.path.dirname(page), target.split("#")[0]))
        if not os.path.exists(path):
            broken.append(f"{page}: {target}")
for entry in broken:
    print("broken link:", entry)
raise SystemExit(1 if broken else 0)
PY

# 6. File headers say where a file is built as the manifest builds it: every target of
# Package.swift is built on Linux, the Apple adapters' sources (their code inside
# `#if canImport(UIKit)`, `SwiftUI` or `CoreGraphics`) against the model in Tests/AppleModel.
# So no source says it is not built on Linux, and an adapter source's header says it is
# compiled on Linux against the model and never that it is compiled "only" where Apple's
# framework exists.
check_python "file headers say where the manifest builds each source (the Apple adapters on Linux against the model)" <<'PY'
import glob, re
problems = []
for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)
                   + glob.glob("Web/Wasm/**/*.swift", recursive=True)
                   + glob.glob("Web/tests/StickyBadgeWebFaces/**/*.swift", recursive=True)):
    lines = open(path, encoding="utf-8").read().splitlines()
    header = []
    for line in lines:
        if not line.startswith("//"):
            break
        header.append(line[2:].strip())
    said = " ".join(header)
    if re.search(r"not (built|compiled) on linux", "\n".join(lines), re.IGNORECASE):
        problems.append(f"{path}: says it is not built on Linux")
    code = next((line for line in lines[len(header):] if line.strip()), "")
    if re.match(r"#if canImport\((UIKit|SwiftUI|CoreGraphics)\)", code):
        if not re.search(r"on Linux,? against the .*model", said, re.IGNORECASE):
            problems.append(f"{path}: an Apple adapter source whose header does not say it is "
                            "compiled on Linux against the model")
        if re.search(r"\bonly where\b", said):
            problems.append(f"{path}: an Apple adapter source whose header says it is compiled "
                            "only where Apple's framework exists")
for problem in problems:
    print(problem)
raise SystemExit(1 if problems else 0)
PY

# 7. The Apple models' rule counts, in their docs and in AppleAPI.md, are their tables'.
check_python "the Apple models' rule counts match their tables (Docs/UIKitModel.md, SwiftUIModel.md, AppleAPI.md)" <<'PY'
import collections, re
kinds = ["documented", "observed", "both readings", "test input"]
problems = []
def counted(path):
    rows = [line.split(" | ")[1] for line in open(path, encoding="utf-8").read().splitlines()
            if line.startswith("| ") and not line.startswith(("| Rule", "| ---"))]
    unknown = sorted(set(rows) - set(kinds))
    if unknown:
        problems.append(f"{path}: rules of no known kind: {unknown}")
    return len(rows), collections.Counter(rows)
def expect(path, pattern, total, counts):
    text = " ".join(open(path, encoding="utf-8").read().split())
    match = re.search(pattern, text)
    if not match:
        problems.append(f"{path}: no sentence counting the rules ({pattern})")
        return
    said = {key: int(value) for key, value in match.groupdict().items() if value}
    wanted = {"total": total, **{k.split()[0]: counts[k] for k in kinds if counts[k]}}
    if said != wanted:
        problems.append(f"{path}: says {said}, the table has {wanted}")
n = r"\**(?P<%s>\d+) %s\**"
total, counts = counted("Docs/UIKitModel.md")
uikit = (r"count (?P<total>\d+) rules: " + n % ("documented", "documented") + ", "
         + n % ("observed", "observed") + ".*?" + n % ("both", "both readings") + ".*? and "
         + n % ("test", "test inputs"))
expect("Docs/UIKitModel.md", uikit, total, counts)
expect("Docs/AppleAPI.md", r"\((?P<total>\d+): (?P<documented>\d+) documented, (?P<observed>\d+) observed, (?P<both>\d+) both readings, (?P<test>\d+) test inputs\)", total, counts)
total, counts = counted("Docs/SwiftUIModel.md")
expect("Docs/SwiftUIModel.md", r"(?P<total>\d+) rules: (?P<documented>\d+) documented, (?P<observed>\d+) observed, (?P<both>\d+) both readings", total, counts)
expect("Docs/AppleAPI.md", r"\((?P<total>\d+): (?P<documented>\d+) documented, (?P<observed>\d+) observed, (?P<both>\d+) both readings\)", total, counts)
for problem in problems:
    print(problem)
raise SystemExit(1 if problems else 0)
PY

# 8. The budgets the docs quote are scripts/budgets.txt's (the one place they are written).
check_python "the budgets quoted in README.md, Docs/Benchmarks.md and the web READMEs are scripts/budgets.txt's" <<'PY'
import re
budgets = {}
for line in open("scripts/budgets.txt", encoding="utf-8"):
    fields = line.split()
    if fields and not fields[0].startswith("#"):
        budgets[fields[0]] = fields[1]
def number(text):
    return text.replace(",", "")
# (document, pattern whose groups are budget figures, the budgets they must be, in order)
quotes = [
    ("README.md", r"ships in under ([\d,]+) bytes gzip .*? first paint in under ([\d,]+)",
     ["web-package-gzip", "web-first-paint-gzip"]),
    ("Docs/Benchmarks.md", r"every shipped file, gzip \| under ([\d,]+) bytes", ["web-package-gzip"]),
    ("Docs/Benchmarks.md", r"before its first paint, gzip \| under ([\d,]+) bytes",
     ["web-first-paint-gzip"]),
    ("Docs/Benchmarks.md", r"package wasm module, raw \| under ([\d,]+) bytes", ["package-wasm-raw"]),
    ("Docs/Benchmarks.md", r"blob module, raw \| under ([\d,]+) bytes", ["blob-wasm-raw"]),
    ("Docs/Benchmarks.md", r"scenario module, raw \| under ([\d,]+) bytes", ["scenario-wasm-raw"]),
    ("Docs/Benchmarks.md", r"every module inlined, raw \| under ([\d,]+) bytes",
     ["playground-page-raw"]),
    ("Docs/Benchmarks.md", r"at most ([\d.]+) times the seeds' frame", ["frame-vs-seed-frame"]),
    ("Docs/Benchmarks.md", r"connected capsule outline \| at most ([\d,]+) callgrind",
     ["outline-connected"]),
    ("Web/README.md", r"the package's module ([\d,]+) bytes, the blob module ([\d,]+), the "
     r"scenario module ([\d,]+), the page ([\d,]+)",
     ["package-wasm-raw", "blob-wasm-raw", "scenario-wasm-raw", "playground-page-raw"]),
    ("Web/package/README.md", r"the budget is under ([\d,]+) bytes gzip", ["web-package-gzip"]),
    ("Web/package/README.md", r"what it imports statically; under ([\d,]+) bytes",
     ["web-first-paint-gzip"]),
]
problems = []
for path, pattern, names in quotes:
    text = " ".join(open(path, encoding="utf-8").read().split())
    match = re.search(pattern, text)
    if not match:
        problems.append(f"{path}: no sentence quoting {', '.join(names)} ({pattern})")
        continue
    for name, quoted in zip(names, match.groups()):
        if number(quoted) != budgets[name]:
            problems.append(f"{path}: quotes {name} as {quoted}, scripts/budgets.txt has {budgets[name]}")
for problem in problems:
    print(problem)
raise SystemExit(1 if problems else 0)
PY

# 9. scripts/test.sh's header describes each step it runs, and no step it does not run.
check_python "scripts/test.sh's header describes exactly the steps it runs, in order" <<'PY'
import re
text = open("scripts/test.sh", encoding="utf-8").read()
ran = re.findall(r"^\s*step ([\w-]+) ", text, re.MULTILINE)
header = text.split("\nset ", 1)[0]
described = re.findall(r"^#   ([\w-]+) ", header.split("Steps, each of which must pass:")[1],
                       re.MULTILINE)
problems = [f"scripts/test.sh runs step '{name}', its header does not describe it"
            for name in ran if name not in described]
problems += [f"scripts/test.sh's header describes step '{name}', which it does not run"
             for name in described if name not in ran]
if ran != [name for name in described if name in ran]:
    problems.append(f"scripts/test.sh's header lists the steps as {described}, it runs {ran}")
for problem in problems:
    print(problem)
raise SystemExit(1 if problems else 0)
PY

# 10. Every file written from the configuration tables is what the tables write now.
if swift build --scratch-path "$scratch" --product stickybadge-knobs >"$work/knobs.log" 2>&1 \
  && "$scratch/debug/stickybadge-knobs" --check --root "$root" >>"$work/knobs.log" 2>&1; then
  pass "the files written from the configuration tables are up to date (stickybadge-knobs --check)"
else
  tail -30 "$work/knobs.log"
  fail "the files written from the configuration tables are up to date: swift run stickybadge-knobs --write"
fi

# 11. The knob recipe (Docs/Configuration.md, "Adding a knob") is what adding a knob takes: each
# file, type and command it names exists, and every configuration with a table (and each
# configuration it holds) declares each stored property with its default and no initializer
# that takes a knob, so the property and its row are all there is to write.
check_python "the knob recipe (Docs/Configuration.md, 'Adding a knob') is what adding a knob takes" <<'PY'
import glob, os, re
problems = []
sources = {path: open(path, encoding="utf-8").read()
           for path in glob.glob("Sources/**/*.swift", recursive=True)
           + glob.glob("Tests/**/*.swift", recursive=True)}
everything = "\n".join(sources.values())
executables = set(re.findall(r'\.executable\(\s*name: "([^"]+)"', open("Package.swift").read()))
reference = open("Docs/Configuration.md", encoding="utf-8").read()
section = re.search(r"^## Adding a knob\n(.*?)(?=^## )", reference, re.S | re.M)
if not section:
    problems.append("Docs/Configuration.md has no section '## Adding a knob'")
for code in re.findall(r"`([^`]+)`", section.group(1) if section else ""):
    command = re.match(r"(?:swift run )?(stickybadge\S*)", code)
    if command and command.group(1) not in executables:
        problems.append(f"the recipe runs `{code}`: Package.swift has no executable {command.group(1)}")
    elif not command and "/" in code and not os.path.exists(code):
        problems.append(f"the recipe names `{code}`, which does not exist")
    elif re.fullmatch(r"[A-Z]\w+", code) and not re.search(
            r"\b(struct|enum|class|protocol) " + code + r"\b", everything):
        problems.append(f"the recipe names `{code}`, which no source declares")
# The configurations with a table, and the configurations they hold (`burst`).
tables = set(re.findall(r"^extension (\w+): KnobTable", everything, re.M))
def declaration(name):
    for path, text in sources.items():
        body = re.search(r"^public struct " + name + r"\b.*?\n(.*?)^}", text, re.S | re.M)
        if path.startswith("Sources/") and body:
            return path, body.group(1)
    return None, ""
pending, seen = sorted(tables), set()
while pending:
    name = pending.pop()
    seen.add(name)
    path, body = declaration(name)
    if path is None:
        problems.append(f"no declaration of the configuration {name}")
        continue
    for line in body.splitlines():
        stored = re.match(r"  (?:public )?var (\w+): (\w+)([^{]*)$", line)
        if stored and "=" not in stored.group(3):
            problems.append(f"{path}: {name}.{stored.group(1)} has no default (its initial value)")
        if stored and stored.group(2).endswith("Configuration") and stored.group(2) not in seen:
            pending.append(stored.group(2))
    for other, text in sources.items():
        for block in re.findall(r"^(?:public )?(?:struct|extension) " + name + r"\b.*?\n(.*?)^}", text, re.S | re.M):
            for init in re.findall(r"^  (?:public |package )?init\((?!\))", block, re.M):
                problems.append(f"{other}: {name} has an initializer that takes a knob")
for problem in problems:
    print(problem)
print(f"configurations checked: {', '.join(sorted(seen))}")
raise SystemExit(1 if problems else 0)
PY

finish
