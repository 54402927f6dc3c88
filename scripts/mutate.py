#!/usr/bin/env python3
"""Mutation testing for StickyBadge: does the suite notice when a rule changes?

Applies one mutant at a time from the catalogue (scripts/mutations.json), rebuilds
incrementally (`swift build --build-tests`), runs the Swift tests the mutant names
(`swift test --skip-build --filter ...`, or all of them), records the verdict, and puts the
file back byte for byte before the next mutant, also on Ctrl-C or a failure of the runner.
A JavaScript mutant (Web/package/src) runs the package's `node --test` units first, then, if
it survives them, the browser tests its `browser` expression names (pytest -k), and a
survivor of those the full browser suite (check-web-package, check-web, check-web-frameworks).
The report gives the score by face.

Verdicts: killed (a test failed), build-failed (the compiler refused the mutant: killed by the
compiler, counted apart), survived (every test passed: a rule no test pins), equivalent (the
catalogue says why no test can tell it apart, and indeed none did), stale (the original
snippet no longer occurs exactly once in the file: re-anchor the mutant), timeout (the tests
ran past the limit: counted as killed, a hang is noticed).

Usage:
  scripts/mutate.py                 run the whole catalogue
  scripts/mutate.py --only ID ...   run these mutants only (repeatable, or comma-separated)
  scripts/mutate.py --face uikit    run one face's mutants (uikit, swiftui, host-rules, web-js,
                                    core, ...; repeatable)
  scripts/mutate.py --list          list the catalogue (and check every anchor) without building
  scripts/mutate.py --check         only check that every anchor occurs exactly once

Exit status: 0 when every non-equivalent mutant was killed (or refused by the compiler) and
none is stale; 1 otherwise; 2 on a usage error or a dirty tree.

Docs/Testing.md ("Mutation testing") says how to add a mutant.
"""

import argparse
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

from mutation_report import face_lines, print_table, summarize, write_report

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "scripts" / "mutations.json"
REPORT_DIR = ROOT / ".build" / "mutation"
OPERATORS = {
    "boundary",  # a comparison's boundary moved: < / <=, > / >=
    "guard",  # a guard or condition dropped
    "swap",  # arguments, operands or axes swapped
    "constant",  # a constant nudged
    "neighbour",  # a result replaced by a neighbouring value
    "cleanup",  # a clean-up dropped (a listener, an observer, an overlay left behind)
    "space",  # a point taken in the wrong coordinate space
    "order",  # steps or deliveries done in another order
}
FIELDS = {"id", "file", "original", "replacement", "operator", "filter", "browser", "frameworks",
          "equivalent", "why"}
# The faces a mutant can be in, by where its file is (the first prefix that matches).
FACES = [
    ("Sources/StickyBadgeUIKit/", "uikit"),
    ("Sources/StickyBadgeSwiftUI/", "swiftui"),
    ("Sources/StickyBadgeAppleSupport/", "apple-support"),
    ("Sources/StickyBadge/Hosting/", "host-rules"),
    ("Sources/StickyBadge/ClearAll/", "host-rules"),
    ("Sources/StickyBadge/", "core"),
    ("Web/package/src/", "web-js"),
    ("Web/Wasm/", "web-exports"),
]
# JavaScript mutants: the package's unit tests first; survivors then meet the browser tests
# (a subset named by the mutant's `browser`, a pytest -k expression), and a survivor of those
# is confirmed by the full browser suite.
NODE_TESTS = ["node", "--test", "Web/package/test/"]
# Debian's Node.js packages (jsdom, React, Vue, Preact) that the units import, found as
# scripts/check-web-js.sh finds them.
NODE_ENVIRONMENT = {"NODE_PATH": "/usr/share/nodejs"}
BROWSER_SUITE = [["scripts/check-web-package.sh"], ["scripts/check-web.sh"],
                 ["scripts/check-web-frameworks.sh"]]
# A JavaScript mutant's keys that name pytest -k selections, and the script whose tests they select.
PYTEST_SELECTIONS = (("browser", "scripts/check-web-package.sh"),
                     ("frameworks", "scripts/check-web-frameworks.sh"))
TEST_TIMEOUT = 900
BUILD_TIMEOUT = 1800
BROWSER_TIMEOUT = 1800


class Interrupted(Exception):
    """SIGTERM, turned into an exception so that `finally` restores the tree."""


def fail(message, status=2):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(status)


def load_catalogue():
    try:
        entries = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        fail(f"cannot read {CATALOGUE.relative_to(ROOT)}: {error}")
    if not isinstance(entries, list):
        fail("the catalogue must be a JSON list of mutants")
    seen = set()
    for index, entry in enumerate(entries):
        where = f"mutant #{index + 1}"
        if not isinstance(entry, dict):
            fail(f"{where} is not an object")
        missing = {"id", "file", "original", "replacement", "operator", "why"} - entry.keys()
        if missing:
            fail(f"{where} lacks {', '.join(sorted(missing))}")
        unknown = entry.keys() - FIELDS
        if unknown:
            fail(f"{where} ({entry['id']}) has unknown fields {', '.join(sorted(unknown))}")
        if entry["id"] in seen:
            fail(f"mutant id {entry['id']} appears twice")
        seen.add(entry["id"])
        if entry["operator"] not in OPERATORS:
            fail(f"{entry['id']}: operator must be one of {', '.join(sorted(OPERATORS))}")
        if entry["original"] == entry["replacement"]:
            fail(f"{entry['id']}: the replacement equals the original")
        if not entry["original"]:
            fail(f"{entry['id']}: the original snippet is empty")
    return entries


def face(entry):
    """The face a mutant's file belongs to (`uikit`, `web-js`, `core`, ...)."""
    return next((name for prefix, name in FACES if entry["file"].startswith(prefix)), "other")


def anchor_count(entry):
    """How many times the mutant's original snippet occurs in its file (0 when missing)."""
    path = ROOT / entry["file"]
    try:
        text = path.read_bytes()
    except OSError:
        return 0
    return text.count(entry["original"].encode("utf-8"))


def dirty_tree():
    result = subprocess.run(
        ["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"git status failed: {result.stderr.strip()}")
    return result.stdout.strip()


def run(command, timeout, log, environment=None):
    """Runs `command` in the repository; returns (exit status or None on timeout, seconds)."""
    start = time.monotonic()
    with open(log, "wb") as output:
        process = subprocess.Popen(
            command, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT, start_new_session=True,
            env={**os.environ, **(environment or {})})
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            status = None
        except BaseException:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            raise
        if status is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    return status, time.monotonic() - start


def test_command(entry):
    command = ["swift", "test", "--skip-build", "--parallel"]
    if entry.get("filter"):
        command += ["--filter", entry["filter"]]
    return command


def judge(entry, logs):
    """Applies one mutant, builds, tests, restores; returns the result record."""
    path = ROOT / entry["file"]
    result = {"id": entry["id"], "file": entry["file"], "face": face(entry),
              "operator": entry["operator"], "filter": entry.get("filter") or "(all)",
              "build_s": 0.0, "test_s": 0.0}
    count = anchor_count(entry)
    if count != 1:
        result["verdict"] = "stale"
        result["detail"] = f"original snippet found {count} times (must be exactly once)"
        return result
    saved = path.read_bytes()
    mutated = saved.replace(entry["original"].encode("utf-8"),
                            entry["replacement"].encode("utf-8"), 1)
    log_base = logs / entry["id"]
    try:
        path.write_bytes(mutated)
        if entry["file"].endswith(".js"):
            status, log_base = judge_javascript(entry, result, log_base)
        else:
            status, log_base = judge_swift(entry, result, log_base)
            if status == "build-failed":
                return result
    finally:
        path.write_bytes(saved)
    if status is None:
        result["verdict"] = "timeout"
        result["detail"] = f"tests ran past {TEST_TIMEOUT} s"
    elif status != 0:
        result["verdict"] = "killed"
        result["detail"] = result.pop("note", "") + " " + first_failure(f"{log_base}.test.log")
        result["detail"] = result["detail"].strip()
    elif entry.get("equivalent"):
        result["verdict"] = "equivalent"
        result["detail"] = entry["equivalent"]
    else:
        result["verdict"] = "survived"
        result["detail"] = "every test passed"
    return result


def judge_swift(entry, result, log_base):
    """Builds and runs the Swift tests; returns (status, the log base of the deciding run)."""
    status, seconds = run(["swift", "build", "--build-tests"], BUILD_TIMEOUT,
                          f"{log_base}.build.log")
    result["build_s"] = round(seconds, 1)
    if status != 0:
        result["verdict"] = "build-failed"
        result["detail"] = "the compiler refused the mutant" if status else "build timed out"
        return "build-failed", log_base
    status, seconds = run(test_command(entry), TEST_TIMEOUT, f"{log_base}.test.log")
    result["test_s"] = round(seconds, 1)
    if status == 0 and entry.get("filter") and not entry.get("equivalent"):
        # Survived its subset: only the whole suite may call it a survivor.
        status, seconds = run(test_command({}), TEST_TIMEOUT, f"{log_base}.all.test.log")
        result["test_s"] = round(result["test_s"] + seconds, 1)
        if status != 0:
            log_base = f"{log_base}.all"
            result["note"] = "killed outside its filter: widen the filter"
    return status, log_base


def judge_javascript(entry, result, log_base):
    """Node's unit tests, then the browser tests; returns (status, the deciding log base)."""
    command = NODE_TESTS[:2] + (["--test-name-pattern", entry["filter"]] if entry.get("filter")
                                else []) + NODE_TESTS[2:]
    status, seconds = run(command, TEST_TIMEOUT, f"{log_base}.test.log", NODE_ENVIRONMENT)
    result["test_s"] = round(seconds, 1)
    if status != 0 or entry.get("equivalent"):
        return status, log_base
    runs = [([script], key, {"PYTEST_ADDOPTS": "-k " + shlex.quote(entry[key])})
            for key, script in PYTEST_SELECTIONS if entry.get(key)]
    runs += [(script, f"suite{index}", {}) for index, script in enumerate(BROWSER_SUITE)]
    for command, name, environment in runs:
        status, seconds = run(command, BROWSER_TIMEOUT, f"{log_base}.{name}.test.log", environment)
        result["test_s"] = round(result["test_s"] + seconds, 1)
        if status != 0:
            return status, f"{log_base}.{name}"
    return status, log_base


def first_failure(log):
    """The first line of the test log that names a failure, for the report."""
    try:
        lines = Path(log).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    for line in lines:
        if "✘ Test" in line or "error:" in line.lower() or "Fatal error" in line:
            return line.strip()[:160]
    return "tests failed"


def list_catalogue(entries):
    stale = 0
    for entry in entries:
        count = anchor_count(entry)
        mark = "ok" if count == 1 else f"STALE ({count}x)"
        stale += count != 1
        flag = "  [equivalent]" if entry.get("equivalent") else ""
        print(f"{entry['id']:<34} {entry['operator']:<9} {mark:<11} {entry['file']}{flag}")
        print(f"{'':<34} {entry['why']}")
    print(f"{len(entries)} mutants, {stale} stale")
    return 1 if stale else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", default=[],
                        help="run only this mutant (repeatable, or comma-separated ids)")
    parser.add_argument("--face", action="append", default=[],
                        help="run only the mutants of this face (repeatable): "
                        + ", ".join(sorted({name for _, name in FACES} | {"other"})))
    parser.add_argument("--list", action="store_true", help="list the catalogue and its anchors")
    parser.add_argument("--check", action="store_true",
                        help="only check that every anchor occurs exactly once")
    options = parser.parse_args()
    entries = load_catalogue()
    if options.list:
        return list_catalogue(entries)
    if options.check:
        stale = [e["id"] for e in entries if anchor_count(e) != 1]
        for mutant in stale:
            print(f"STALE {mutant}")
        print(f"{len(entries)} mutants, {len(stale)} stale")
        return 1 if stale else 0
    wanted = {i for option in options.only for i in option.split(",") if i}
    unknown = wanted - {e["id"] for e in entries}
    if unknown:
        fail(f"no mutant named {', '.join(sorted(unknown))}")
    faces = {name for _, name in FACES} | {"other"}
    if set(options.face) - faces:
        fail(f"no face named {', '.join(sorted(set(options.face) - faces))}")
    selected = [e for e in entries if (not wanted or e["id"] in wanted)
                and (not options.face or face(e) in options.face)]
    dirt = dirty_tree()
    if dirt:
        fail("the working tree has changes; commit or stash them first:\n" + dirt)

    def on_term(signum, frame):
        raise Interrupted()

    signal.signal(signal.SIGTERM, on_term)
    logs = REPORT_DIR / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    results = []
    start = time.monotonic()
    try:
        for number, entry in enumerate(selected, 1):
            result = judge(entry, logs)
            results.append(result)
            print(f"[{number}/{len(selected)}] {result['id']}: {result['verdict']} "
                  f"(build {result['build_s']} s, tests {result['test_s']} s) "
                  f"{result.get('detail', '')[:100]}", flush=True)
    except (KeyboardInterrupt, Interrupted):
        print("interrupted: the tree is restored; the report covers the mutants run so far",
              file=sys.stderr)
    summary = summarize(results, time.monotonic() - start, len(entries))
    write_report(results, summary, entries)
    print()
    print_table(results)
    print()
    print(f"{summary['run']} mutants in {summary['seconds']} s: "
          + ", ".join(f"{v} {k}" for k, v in sorted(summary["counts"].items()))
          + f"; score {summary['score_percent']} % "
          f"({summary['killed_including_compiler']} of {summary['non_equivalent']} "
          "non-equivalent killed, compiler included)")
    print("\n".join(face_lines(summary)))
    print(f"report: {(REPORT_DIR / 'report.md').relative_to(ROOT)} and report.json")
    dirt = dirty_tree()
    if dirt:
        print("error: the tree differs after the run:\n" + dirt, file=sys.stderr)
        return 1
    bad = [r for r in results if r["verdict"] in ("survived", "stale")]
    return 1 if bad or len(results) < len(selected) else 0


if __name__ == "__main__":
    sys.exit(main())
