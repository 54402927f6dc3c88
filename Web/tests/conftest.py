"""Shared pytest fixtures for the browser tests in Web/tests.

Every browser test drives Debian's Chromium (/usr/bin/chromium, or $CHROMIUM) through
Playwright from PyPI, without downloading a browser, and reads pages over http from
127.0.0.1. The fixtures:

- ``chromium_executable``: the Chromium binary's path (the session fails when it is missing).
- ``playwright_driver``: the session's Playwright (sync API).
- ``launch_chromium``: ``launch_chromium(*flags)`` starts a headless Chromium with extra
  flags, closed after the session.
- ``browser``: one headless Chromium for the whole session, without extra flags.
- ``static_server``: a function ``static_server(directory, isolated=True)`` returning
  ``"http://127.0.0.1:PORT"``: serves a folder over http without caching, with
  cross-origin isolation headers unless ``isolated=False`` (isolation gives
  ``performance.now()`` 5 µs resolution); stopped after the session.
- ``playground_html``: the built playground page (``--playground PATH``).
- ``playground_url``: that page over http, from ``static_server``.
- ``stickybadge_cli``: the ``stickybadge`` binary (``--cli PATH`` or $STICKYBADGE_CLI).
- ``figures``: ``figures(line)`` records a measured figure, printed after the results.

Options: ``--playground PATH``, ``--cli PATH``, ``--wasm PATH`` (the faces test module),
``--update-references`` (rewrite the playground's reference screenshots). The run ends
with the line "N passed, N failed", like the other check scripts.
"""
import functools
import http.server
import os
import threading

import pytest
from playwright.sync_api import sync_playwright

FIGURES = pytest.StashKey[list]()


def pytest_addoption(parser):
    group = parser.getgroup("stickybadge")
    group.addoption("--playground", help="the built playground.html (scripts/build-web.sh)")
    group.addoption("--cli", help="the stickybadge binary (default: $STICKYBADGE_CLI)")
    group.addoption("--wasm", help="stickybadge-faces.wasm (scripts/build-web.sh --faces)")
    group.addoption("--update-references", action="store_true",
                    help="rewrite the playground's reference screenshots")


def pytest_configure(config):
    config.stash[FIGURES] = []


def pytest_terminal_summary(terminalreporter, config):
    lines = config.stash.get(FIGURES, [])
    if lines:
        terminalreporter.section("figures")
        for line in lines:
            terminalreporter.write_line(line)
    stats = terminalreporter.stats
    failed = len(stats.get("failed", [])) + len(stats.get("error", []))
    terminalreporter.write_line(f"{len(stats.get('passed', []))} passed, {failed} failed")


@pytest.fixture(scope="session")
def figures(request):
    """Records one line of measured figures, printed after the test results."""
    return request.config.stash[FIGURES].append


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without caching and without logging each request."""

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


class IsolatedHandler(QuietHandler):
    """Serves files with cross-origin isolation too (fine timers, SharedArrayBuffer)."""

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()


@pytest.fixture(scope="session")
def static_server():
    """Returns a function that serves a folder over http and gives its base URL."""
    servers = []

    def serve(directory, isolated=True):
        handler_class = IsolatedHandler if isolated else QuietHandler
        handler = functools.partial(handler_class, directory=os.path.abspath(directory))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"

    yield serve
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def chromium_executable():
    """The Chromium that Playwright drives: $CHROMIUM or Debian's /usr/bin/chromium."""
    path = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no Chromium at {path}; run scripts/install-deps.sh web")
    return path


@pytest.fixture(scope="session")
def playwright_driver():
    """The session's Playwright (sync API); one per process, shared by every browser."""
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def launch_chromium(playwright_driver, chromium_executable):
    """Returns a function launching headless Chromium with extra command-line flags."""
    browsers = []

    def launch(*flags):
        instance = playwright_driver.chromium.launch(
            executable_path=chromium_executable, args=["--no-sandbox", *flags])
        browsers.append(instance)
        return instance

    yield launch
    for instance in browsers:
        instance.close()


@pytest.fixture(scope="session")
def browser(launch_chromium):
    """One headless Chromium for the session."""
    return launch_chromium()


@pytest.fixture(scope="session")
def playground_html(request):
    """The built playground page, given with --playground."""
    path = request.config.getoption("--playground")
    if not path or not os.path.isfile(path):
        pytest.fail(f"no playground page {path!r}: pass --playground PATH (scripts/build-web.sh)")
    return os.path.abspath(path)


@pytest.fixture(scope="session")
def playground_url(static_server, playground_html):
    """The playground page served over http."""
    base = static_server(os.path.dirname(playground_html))
    return f"{base}/{os.path.basename(playground_html)}"


@pytest.fixture(scope="session")
def stickybadge_cli(request):
    """The stickybadge binary: --cli PATH, else $STICKYBADGE_CLI."""
    path = request.config.getoption("--cli") or os.environ.get("STICKYBADGE_CLI")
    if not path or not os.access(path, os.X_OK):
        pytest.fail(f"no stickybadge binary {path!r}: pass --cli PATH (swift build --product stickybadge)")
    return path
