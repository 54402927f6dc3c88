#!/usr/bin/env python3
"""Finds what would break the build on a Mac, by reading the sources on Linux.

No Mac runs in the tests, so these rules are checked as text:

- A platform's C library (Glibc, Musl, Darwin, ...) is imported only inside an `#if` branch
  whose condition names it (`canImport(Glibc)`), or names its system (`os(Linux)`).
- Linux-only API (`/proc`, `mallinfo`, `epoll_*`, `st_mtim`, glibc's `__libc_*`, the
  Linux-only Foundation modules, ...) is used only inside such a branch; C files include
  Linux headers and call glibc internals only under `#if defined(__linux__)`.
- Every dependency on a system library target of Package.swift (cairo, giflib) carries a
  Linux condition, as the manifest links them on Linux only.

Usage: portability.py ROOT [FOLDER ...]   (folders relative to ROOT; prints one line per
problem, `file:line: reason`, and exits 1 when there is any)
"""
import os
import re
import sys

C_LIBRARIES = {
    "Glibc": ("Linux",),
    "Musl": ("Linux",),
    "Darwin": ("macOS", "iOS", "tvOS", "watchOS", "visionOS"),
    "WinSDK": ("Windows",),
    "ucrt": ("Windows",),
    "Android": ("Android",),
    "Bionic": ("Android",),
    "WASILibc": ("WASI",),
    # Foundation's Linux-only parts: FoundationXML and FoundationNetworking are modules of
    # their own on Linux and do not exist on Apple's platforms.
    "FoundationXML": ("Linux",),
    "FoundationNetworking": ("Linux",),
}

# Linux-only API in Swift (a word or path that has no Darwin counterpart of that name).
LINUX_ONLY_SWIFT = [
    (re.compile(r'"/proc/'), "/proc exists on Linux only"),
    (re.compile(r"\bmallinfo2?\b|\bmalloc_usable_size\b|\bmalloc_trim\b"), "glibc's malloc API"),
    (re.compile(r"\bepoll_\w+|\binotify_\w+|\beventfd\b|\bmemfd_create\b"), "Linux-only system call"),
    (re.compile(r"\bprctl\b|\bsched_getaffinity\b|\bpipe2\b|\baccept4\b"), "Linux-only system call"),
    (re.compile(r"\bO_TMPFILE\b|\bO_DIRECT\b|\bSOCK_CLOEXEC\b|\bSOCK_NONBLOCK\b"), "Linux-only flag"),
    (re.compile(r"\bst_[amc]tim\b"), "Linux's stat field (Darwin's is st_[amc]timespec)"),
    (re.compile(r"\b__libc_\w+|\b__errno_location\b"), "glibc's internal symbol"),
    (re.compile(r"\bGlibc\.|\bMusl\."), "a name qualified by the Linux C library"),
]

LINUX_ONLY_C = [
    (re.compile(r"#\s*include\s*<(linux/|sys/epoll\.h|sys/inotify\.h|malloc\.h|sys/prctl\.h)"),
     "a Linux-only header"),
    (re.compile(r"\b__libc_\w+"), "glibc's internal symbol"),
]

IF = re.compile(r"^\s*#\s*if\s+(.*)$")
ELSEIF = re.compile(r"^\s*#\s*elseif\s+(.*)$")
ELSE = re.compile(r"^\s*#\s*else\b")
ENDIF = re.compile(r"^\s*#\s*endif\b")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|var|let|typealias|protocol)\s+)?(\w+)")

C_IF = re.compile(r"^\s*#\s*(if|ifdef|ifndef)\b(.*)$")
C_ELIF = re.compile(r"^\s*#\s*elif\b(.*)$")
C_ELSE = re.compile(r"^\s*#\s*else\b")
C_ENDIF = re.compile(r"^\s*#\s*endif\b")


def strip_comment(line):
    """The line without a `//` comment (strings with `//` in them are rare here)."""
    in_string = False
    for index, character in enumerate(line):
        if character == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", index):
            return line[:index]
    return line


def guards(condition, module):
    """Whether an `#if` condition admits `module` only where it exists."""
    condition = condition.replace(" ", "")
    if re.search(r"(?<!!)canImport\(%s\)" % re.escape(module), condition):
        return True
    return any(re.search(r"(?<!!)os\(%s\)" % system, condition) for system in C_LIBRARIES[module])


def check_swift(path, lines, problems):
    # The stack holds the condition of the branch each open `#if` is in (None in `#else`).
    stack = []
    for number, raw in enumerate(lines, 1):
        line = strip_comment(raw)
        if match := IF.match(line):
            stack.append(match.group(1))
            continue
        if match := ELSEIF.match(line):
            if stack:
                stack[-1] = match.group(1)
            continue
        if ELSE.match(line):
            if stack:
                stack[-1] = None
            continue
        if ENDIF.match(line):
            if stack:
                stack.pop()
            continue
        conditions = [condition for condition in stack if condition]
        if match := IMPORT.match(line):
            module = match.group(1)
            if module in C_LIBRARIES and not any(guards(c, module) for c in conditions):
                problems.append(
                    "%s:%d: `import %s` outside an `#if canImport(%s)` branch"
                    % (path, number, module, module))
            continue
        linux = any(guards(c, "Glibc") for c in conditions)
        for pattern, reason in LINUX_ONLY_SWIFT:
            if not linux and pattern.search(line):
                problems.append("%s:%d: %s, outside an `#if os(Linux)` branch" % (path, number, reason))


def check_c(path, lines, problems):
    stack = []
    for number, raw in enumerate(lines, 1):
        line = strip_comment(raw)
        if match := C_IF.match(line):
            kind, rest = match.groups()
            stack.append(rest if kind != "ifndef" else "!" + rest)
            continue
        if match := C_ELIF.match(line):
            if stack:
                stack[-1] = match.group(1)
            continue
        if C_ELSE.match(line):
            if stack:
                stack[-1] = None
            continue
        if C_ENDIF.match(line):
            if stack:
                stack.pop()
            continue
        linux = any(c and re.search(r"(?<!!)defined\s*\(?\s*__(linux|gnu_linux|GLIBC)__", c) for c in stack)
        for pattern, reason in LINUX_ONLY_C:
            if not linux and pattern.search(line):
                problems.append("%s:%d: %s, outside `#if defined(__linux__)`" % (path, number, reason))


def check_manifest(path, text, problems):
    for name in re.findall(r'\.systemLibrary\(\s*name:\s*"(\w+)"', text):
        for match in re.finditer(r'"%s"' % name, text):
            start = text.rfind("\n", 0, match.start()) + 1
            end = text.find("\n", match.end())
            line = text[start:end]
            if ".systemLibrary(" in text[max(0, match.start() - 40):match.start()]:
                continue  # the declaration itself
            number = text.count("\n", 0, match.start()) + 1
            if not re.search(r'\.target\(\s*name:\s*"%s",\s*condition:\s*\.when\(platforms:\s*\[\.linux\]\)\)' % name, line):
                problems.append(
                    "%s:%d: a dependency on the system library %s without `condition: .when(platforms: [.linux])`"
                    % (path, number, name))


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: portability.py ROOT [FOLDER ...]")
    root = sys.argv[1]
    folders = sys.argv[2:] or ["."]
    problems = []
    paths = []
    for folder in folders:
        start = os.path.join(root, folder)
        if os.path.isfile(start):
            paths.append(start)
        for directory, subfolders, files in os.walk(start):
            subfolders[:] = sorted(d for d in subfolders if not d.startswith(".") and d != "node_modules")
            paths.extend(os.path.join(directory, name) for name in sorted(files))
    for path in paths:
        name = os.path.basename(path)
        shown = os.path.relpath(path, root)
        if not name.endswith((".swift", ".c", ".h")):
            continue
        try:
            with open(path, encoding="utf-8") as file:
                text = file.read()
        except (OSError, UnicodeDecodeError) as error:
            problems.append("%s: cannot read: %s" % (shown, error))
            continue
        if name.endswith(".swift"):
            check_swift(shown, text.splitlines(), problems)
        else:
            check_c(shown, text.splitlines(), problems)
        if name == "Package.swift":
            check_manifest(shown, text, problems)
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
